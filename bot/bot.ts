/**
 * The Telegram bot (grammY): /start opens the board in the Mini App, deep links
 * (`t.me/<bot>?start=vacancy_42`) open one screen, /help and /subscriptions answer in the chat,
 * any other text searches vacancies, and `my_chat_member` keeps track of who blocked the bot so
 * notifications skip them. Updates arrive by long polling (bot/standalone-bot.ts, or the
 * server with the embedded database) or by webhook (bot/webhook.ts); the handlers are the same.
 */
import { Bot, type Context } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import type { Database } from '../src/server/db/client';
import { markBotBlocked, markBotUnblocked } from '../src/server/domain/telegram/bot-blocked';
import { createLogger, type Logger } from '../src/server/logger';
import type { Mailer } from '../src/server/mail/mailer';
import { paths } from '../src/shared/paths';
import { parseStartParam } from '../src/shared/start-param';
import { handleSignInConfirmations } from './confirm-sign-in';
import { BOT_COMMANDS, handleHelpCommand } from './help-command';
import { handleSlotButtons } from './interview-slot-buttons';
import {
  BUTTON_ANSWERS,
  GREETING,
  MENU_BUTTON_TEXT,
  NO_BUTTON_HINT,
  OPEN_BOARD,
  startTargetText,
} from './messages';
import {
  type AppScreen,
  appButton,
  isHttpsUrl,
  type MiniAppSettings,
  screenOfStart,
} from './mini-app-button';
import { handleSearchMessages } from './search-reply';
import { handleSubscriptionsCommand } from './subscriptions-command';
import { createTelegramNotifier } from './telegram-notifier';
import { handleThreadReplies } from './thread-reply';
import { handleUnsubscribeButtons } from './unsubscribe-button';

export type BotOptions = {
  token: string;
  db: Database;
  now: () => Date;
  publicUrl: string | undefined;
  botUsername: string | undefined;
  miniAppName: string | undefined;
  /** The Bot API (tests point it at a fake server); https://api.telegram.org by default. */
  apiRoot?: string;
  /** Skips the getMe call at start (tests; docs/telegram-pitfalls.md#the-bot-side "Offline testing"). */
  botInfo?: UserFromGetMe;
  logger?: Logger;
  /**
   * Present when mail can be sent: a reply in the chat to a thread notice queues the other side's
   * notice by mail when it has no Telegram (docs/decisions/058).
   */
  mailer?: Mailer;
  /** MESSAGE_SETTLE_SECONDS: how long a thread notice a reply in the chat queues waits. */
  messageSettleSeconds?: number;
};

/** The updates the bot handles: asked for explicitly in getUpdates and setWebhook. */
export const ALLOWED_UPDATES = ['message', 'my_chat_member', 'callback_query'] as const;

const threadLinks = (options: BotOptions): MiniAppSettings => ({
  publicUrl: options.publicUrl,
  botUsername: options.botUsername,
  miniAppName: options.miniAppName,
});

export function createBot(options: BotOptions): Bot {
  const { db, now } = options;
  const logger = options.logger ?? createLogger('silent');
  const bot = new Bot(options.token, {
    ...(options.botInfo ? { botInfo: options.botInfo } : {}),
    // grammY waits 500 s by default; a hung request would stall the notification queue. Long
    // polling holds getUpdates open 30 s, so leave room above that.
    client: { apiRoot: options.apiRoot ?? 'https://api.telegram.org', timeoutSeconds: 60 },
  });

  // A failing handler must not fail the update: by webhook Telegram would retry it for hours,
  // by long polling grammY would stop the bot. Log what happened (never the update) and go on;
  // a pressed button still gets its answer, or Telegram spins it until it times out.
  bot.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      logger.error('bot update failed', {
        updateId: ctx.update.update_id,
        error: error instanceof Error ? error.name : 'unknown',
      });
      // Refused when the handler had answered already: that answer stands.
      if (ctx.callbackQuery) await ctx.answerCallbackQuery({ text: BUTTON_ANSWERS.failed }).catch(() => {});
    }
  });

  const settings = (ctx: Context): MiniAppSettings => ({
    publicUrl: options.publicUrl,
    // BOT_USERNAME may be unset: the bot knows its own name after getMe.
    botUsername: options.botUsername ?? ctx.me.username,
    miniAppName: options.miniAppName,
  });

  // web_app buttons work in private chats only, so the bot answers there and nowhere else.
  bot.chatType('private').command('start', async (ctx) => {
    const target = parseStartParam(ctx.match.trim());
    const screen: AppScreen = target ? screenOfStart(target) : { path: paths.home };
    const words = target ? startTargetText(target) : { text: GREETING, button: OPEN_BOARD };
    const keyboard = appButton(settings(ctx), screen, words.button);
    const text = keyboard ? words.text : `${words.text}\n\n${NO_BUTTON_HINT}`;
    await ctx.reply(text, keyboard ? { reply_markup: keyboard } : {});
    // Writing to the bot proves it may write back: lift an earlier block mark. After the reply,
    // so a database hiccup costs the mark, not the user's answer.
    await markBotUnblocked(db, ctx.from.id, now());
  });

  handleSignInConfirmations(bot, { db, now });
  handleUnsubscribeButtons(bot, { db });
  handleHelpCommand(bot, settings);
  handleSubscriptionsCommand(bot, { db, settings });
  // What a press or a reply in the chat writes, told to the other side by the outbox.
  const domainDeps = {
    db,
    now,
    // The outbox's rows are sent by the server's worker; here the port only says a bot exists.
    notifier: createTelegramNotifier({ api: bot.api, ...threadLinks(options) }),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    ...(options.messageSettleSeconds === undefined
      ? {}
      : { messageSettleSeconds: options.messageSettleSeconds }),
  };
  // An invitation's time pressed under the bot's message books it (docs/decisions/057).
  handleSlotButtons(bot, domainDeps);
  // Before the search: a reply to a thread's message goes into the thread (docs/decisions/058).
  handleThreadReplies(bot, domainDeps);
  // Last of the message handlers: any text no command took is a vacancy search.
  handleSearchMessages(bot, { db, now, settings, logger });
  // Last of the button handlers: a press no handler took (an old message's button, a removed
  // feature) is answered, so Telegram stops the button's spinner.
  bot.on('callback_query', async (ctx) => {
    await ctx.answerCallbackQuery({ text: BUTTON_ANSWERS.unknown });
  });

  bot.on('my_chat_member', async (ctx) => {
    const update = ctx.myChatMember;
    if (update.chat.type !== 'private') return;
    const status = update.new_chat_member.status;
    if (status === 'kicked') await markBotBlocked(db, update.chat.id, now());
    else if (status === 'member') await markBotUnblocked(db, update.chat.id, now());
  });

  // Long polling: grammY calls this for errors the boundary above cannot see (none expected).
  bot.catch((error) => {
    logger.error('bot error', {
      updateId: error.ctx.update.update_id,
      error: error.error instanceof Error ? error.error.name : 'unknown',
    });
  });

  return bot;
}

/**
 * The menu button next to the message field opens the board for everyone, and the commands
 * (/start, /subscriptions, /help: bot/help-command.ts) are listed in the command menu. The menu button needs https (Telegram refuses web_app with http).
 */
export async function setupBot(
  bot: Bot,
  options: { publicUrl: string | undefined; logger: Logger },
): Promise<void> {
  const { publicUrl, logger } = options;
  if (isHttpsUrl(publicUrl)) {
    await bot.api.setChatMenuButton({
      menu_button: {
        type: 'web_app',
        text: MENU_BUTTON_TEXT,
        web_app: { url: `${publicUrl.replace(/\/+$/, '')}/` },
      },
    });
  } else {
    logger.info(
      'telegram menu button not set: PUBLIC_URL is not https (Telegram opens Mini Apps over https only)',
      {
        publicUrl: publicUrl ?? null,
      },
    );
  }
  await bot.api.setMyCommands([...BOT_COMMANDS]);
}
