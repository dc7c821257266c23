/**
 * /help lists what the bot can do; the same commands fill Telegram's command menu (setupBot in
 * bot/bot.ts), so the menu and the answer never disagree.
 */
import type { Bot, Context } from 'grammy';
import type { BotCommand } from 'grammy/types';
import { paths } from '../src/shared/paths';
import { NO_BUTTON_HINT, OPEN_BOARD, START_COMMAND_DESCRIPTION } from './messages';
import { appButton, type MiniAppSettings } from './mini-app-button';

/** The command menu, in the order /help lists it. */
export const BOT_COMMANDS: readonly BotCommand[] = [
  { command: 'start', description: START_COMMAND_DESCRIPTION },
  { command: 'subscriptions', description: 'Мои подписки на вакансии' },
  { command: 'help', description: 'Что умеет бот' },
];

export const HELP_TEXT = [
  'Что умеет бот биржи вакансий:',
  '',
  ...BOT_COMMANDS.map((item) => `/${item.command} — ${item.description.toLowerCase()}`),
  '',
  'Напишите любые слова — например, «стажировка python» или «аналитик удалённо», — и я найду подходящие вакансии.',
  'Несколько вариантов разделите словом «или»: «python или java». Минус перед словом убирает его из поиска: «стажировка -продажи», а слова в кавычках ищутся подряд.',
].join('\n');

export function handleHelpCommand(bot: Bot, settings: (ctx: Context) => MiniAppSettings): void {
  bot.chatType('private').command('help', async (ctx) => {
    const keyboard = appButton(settings(ctx), { path: paths.home }, OPEN_BOARD);
    await ctx.reply(
      keyboard ? HELP_TEXT : `${HELP_TEXT}\n\n${NO_BUTTON_HINT}`,
      keyboard ? { reply_markup: keyboard } : {},
    );
  });
}
