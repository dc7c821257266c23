/**
 * An invitation's times as buttons under the bot's message (docs/decisions/057): pressing one
 * books that time for the student whose Telegram pressed it, with every check of
 * POST /api/interview/book/ (src/server/domain/interviews/book-interview.ts), so the student
 * answers «Приду» without opening the Mini App. The message then says which time was chosen and
 * keeps only «Открыть отклик»; a time someone else took goes from the buttons with the refusal.
 */
import type { Bot } from 'grammy';
import { InlineKeyboard } from 'grammy';
import type { InlineKeyboardButton, MessageEntity } from 'grammy/types';
import type { DomainDeps } from '../src/server/domain/deps';
import { bookInterview } from '../src/server/domain/interviews/book-interview';
import { slotText } from '../src/server/domain/interviews/slot-time';
import { findLinkedAccount } from '../src/server/domain/telegram/telegram-accounts';
import type { SlotChoice } from '../src/server/notify/notifier';
import type { InterviewItem } from '../src/shared/contract/interview.contract';
import { SLOT_TEXT } from './interview-messages';

/** A time's callback data: the interview's and the slot's ids (1–64 bytes, core.telegram.org/bots/api). */
const SLOT_DATA = /^slot:(\d{1,10}):(\d{1,10})$/;
const slotData = (interviewId: number, slotId: number) => `slot:${interviewId}:${slotId}`;

/** One row per time, soonest first, above the message's other buttons (`rest`). */
export function slotKeyboard(choice: SlotChoice, rest: InlineKeyboard | undefined): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const time of choice.times) keyboard.text(time.label, slotData(choice.interviewId, time.slotId)).row();
  for (const row of rest?.inline_keyboard ?? []) keyboard.row(...row);
  return keyboard;
}

const isSlotButton = (button: InlineKeyboardButton): boolean =>
  'callback_data' in button && SLOT_DATA.test(button.callback_data);

/** The keyboard without some time buttons (`drop`), empty rows dropped. */
function keyboardWithout(
  rows: InlineKeyboardButton[][],
  drop: (button: InlineKeyboardButton) => boolean,
): InlineKeyboardButton[][] {
  return rows.map((row) => row.filter((button) => !drop(button))).filter((row) => row.length > 0);
}

function bookedTime(item: InterviewItem): string | null {
  const slot = item.slots.find((candidate) => candidate.id === item.bookedSlotId);
  return slot ? slotText({ startsAt: new Date(slot.startsAt), durationMin: slot.durationMin }) : null;
}

export function handleSlotButtons(bot: Bot, deps: DomainDeps): void {
  bot.chatType('private').callbackQuery(SLOT_DATA, async (ctx) => {
    const [interviewId, slotId] = [Number(ctx.match[1]), Number(ctx.match[2])];
    const account = await findLinkedAccount(deps.db, ctx.from.id);
    if (account?.kind !== 'student') {
      await ctx.answerCallbackQuery({ text: SLOT_TEXT.notYours, show_alert: true });
      return;
    }
    const result = await bookInterview(deps, account, { id: interviewId, slotId });
    const message = ctx.callbackQuery.message;
    const rows = message?.reply_markup?.inline_keyboard ?? [];
    if (!result.ok) {
      const text = result.reason === 'invalid' ? Object.values(result.errors)[0] : result.message;
      await ctx.answerCallbackQuery({ text: text ?? SLOT_TEXT.notYours, show_alert: true });
      // A time taken by someone else leaves the buttons; any other refusal (the interview was
      // cancelled or moved, the application closed) ends the choice here: the app knows more.
      const pressed = ctx.callbackQuery.data;
      const drop =
        result.reason === 'conflict' && result.code === 'slot-taken'
          ? (button: InlineKeyboardButton) => 'callback_data' in button && button.callback_data === pressed
          : isSlotButton;
      if (result.reason !== 'rate-limited' && message)
        await ctx.editMessageReplyMarkup({ reply_markup: { inline_keyboard: keyboardWithout(rows, drop) } });
      return;
    }
    const when = bookedTime(result.value) ?? '';
    await ctx.answerCallbackQuery({ text: SLOT_TEXT.booked(when) });
    if (message?.text === undefined) return;
    // Telegram sends the message back as plain text with entities: appending keeps their offsets.
    const entities: MessageEntity[] | undefined = message.entities;
    await ctx.editMessageText(`${message.text}\n\n${SLOT_TEXT.bookedLine(when)}`, {
      ...(entities ? { entities } : {}),
      reply_markup: { inline_keyboard: keyboardWithout(rows, isSlotButton) },
    });
  });
}
