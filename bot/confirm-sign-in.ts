/**
 * An admin's sign-in confirmed through the bot (docs/decisions/016): two callback buttons under
 * the question; the answer counts only from the admin's own linked Telegram.
 */
import { type Bot, InlineKeyboard } from 'grammy';
import type { DomainDeps } from '../src/server/domain/deps';
import { answerTelegram } from '../src/server/domain/two-factor/telegram-confirmation';
import { SIGN_IN_CONFIRMATION } from './messages';

const DATA = /^2fa:(yes|no):([\w-]{16,40})$/;

export function confirmationButtons(challengeId: string): InlineKeyboard {
  return new InlineKeyboard()
    .text(SIGN_IN_CONFIRMATION.confirm, `2fa:yes:${challengeId}`)
    .text(SIGN_IN_CONFIRMATION.decline, `2fa:no:${challengeId}`);
}

export function handleSignInConfirmations(bot: Bot, deps: DomainDeps): void {
  bot.callbackQuery(DATA, async (ctx) => {
    const [, verdict, challengeId] = ctx.match;
    const answer = verdict === 'yes' ? 'confirmed' : 'declined';
    const taken = challengeId ? await answerTelegram(deps, ctx.from.id, challengeId, answer) : false;
    const text = !taken
      ? SIGN_IN_CONFIRMATION.stale
      : answer === 'confirmed'
        ? SIGN_IN_CONFIRMATION.confirmed
        : SIGN_IN_CONFIRMATION.declined;
    await ctx.answerCallbackQuery({ text });
    // The buttons go: one answer per question.
    if (taken) await ctx.editMessageText(`${SIGN_IN_CONFIRMATION.question}\n\n${text}`);
  });
}
