/**
 * «Отписаться» under an alert (docs/decisions/024): removes the subscription only when it belongs
 * to the student whose Telegram pressed the button, then says so under the alert and takes that
 * one button away; «Открыть вакансию» and the list's button stay.
 */
import type { Bot } from 'grammy';
import type { InlineKeyboardButton, MessageEntity } from 'grammy/types';
import type { DomainDeps } from '../src/server/domain/deps';
import { unsubscribeFromTelegram } from '../src/server/domain/subscription-alerts/unsubscribe';
import { UNSUBSCRIBE_DATA } from './subscription-buttons';
import { SUBSCRIPTION_BUTTONS } from './subscription-messages';

/** The keyboard without the pressed button (matched by its callback data), empty rows dropped. */
function withoutButton(rows: InlineKeyboardButton[][], data: string): InlineKeyboardButton[][] {
  return rows
    .map((row) => row.filter((button) => !('callback_data' in button && button.callback_data === data)))
    .filter((row) => row.length > 0);
}

export function handleUnsubscribeButtons(bot: Bot, deps: Pick<DomainDeps, 'db'>): void {
  bot.callbackQuery(UNSUBSCRIBE_DATA, async (ctx) => {
    const id = Number(ctx.match[1]);
    const removed = await unsubscribeFromTelegram(deps, ctx.from.id, id);
    const answer = removed ? SUBSCRIPTION_BUTTONS.removed : SUBSCRIPTION_BUTTONS.gone;
    await ctx.answerCallbackQuery({ text: answer });
    const message = ctx.callbackQuery.message;
    if (!removed || message?.text === undefined) return;
    // Telegram sends the alert back as plain text with entities: appending keeps their offsets,
    // so the vacancy's title stays bold.
    const entities: MessageEntity[] | undefined = message.entities;
    await ctx.editMessageText(`${message.text}\n\n${answer}.`, {
      ...(entities ? { entities } : {}),
      reply_markup: {
        inline_keyboard: withoutButton(message.reply_markup?.inline_keyboard ?? [], ctx.callbackQuery.data),
      },
    });
  });
}
