/**
 * «Отписаться» under an alert (docs/decisions/024): removes the subscription only when it belongs
 * to the student whose Telegram pressed the button, then says so in place of the buttons.
 */
import type { Bot } from 'grammy';
import type { DomainDeps } from '../src/server/domain/deps';
import { unsubscribeFromTelegram } from '../src/server/domain/subscription-alerts/unsubscribe';
import { UNSUBSCRIBE_DATA } from './subscription-buttons';
import { SUBSCRIPTION_BUTTONS } from './subscription-messages';

export function handleUnsubscribeButtons(bot: Bot, deps: Pick<DomainDeps, 'db'>): void {
  bot.callbackQuery(UNSUBSCRIBE_DATA, async (ctx) => {
    const id = Number(ctx.match[1]);
    const removed = await unsubscribeFromTelegram(deps, ctx.from.id, id);
    const answer = removed ? SUBSCRIPTION_BUTTONS.removed : SUBSCRIPTION_BUTTONS.gone;
    await ctx.answerCallbackQuery({ text: answer });
    // The alert stays readable; its buttons go, and the last line says what happened.
    const text = ctx.callbackQuery.message?.text;
    if (removed && text !== undefined) await ctx.editMessageText(`${text}\n\n${answer}.`);
  });
}
