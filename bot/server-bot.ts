/**
 * The bot as the main server runs it (src/server/main.ts). Who receives updates (bot/README.md):
 *   - PUBLIC_URL over https → webhook on the main server, for any number of instances;
 *   - otherwise, embedded database → the server itself polls (`npm run bot` could not open the
 *     database: PGlite's directory is locked by the server), unless BOT_POLLING=false;
 *   - otherwise, PostgreSQL → `npm run bot` polls as a separate process; the server only sends.
 * Notifications go out from the server's outbox worker in every mode (src/server/outbox/).
 */
import { Api, type Bot } from 'grammy';
import type { Database } from '../src/server/db/client';
import type { Env } from '../src/server/env';
import type { Logger } from '../src/server/logger';
import type { Mailer } from '../src/server/mail/mailer';
import type { Notifier } from '../src/server/notify/notifier';
import { ALLOWED_UPDATES, createBot, setupBot } from './bot';
import { isHttpsUrl } from './mini-app-button';
import { createTelegramNotifier, NOTIFIER_TIMEOUT_SECONDS } from './telegram-notifier';
import { type BotWebhook, createBotWebhook, registerWebhook, webhookSecretToken } from './webhook';

type BotMode = 'webhook' | 'server-polling' | 'separate-process';

export const POLLING_RULE = [
  'Кто получает обновления бота:',
  '  • PUBLIC_URL по https — webhook на основном сервере (npm start), npm run bot не нужен;',
  '  • встроенная база (без DATABASE_URL) — сам сервер (long polling), npm run bot не нужен',
  '    (база в DATA_DIR открывается только одним процессом);',
  '  • PostgreSQL (DATABASE_URL) — отдельный процесс npm run bot (long polling).',
].join('\n');

export function botModeFor(
  env: Pick<Env, 'publicUrl' | 'botPolling'>,
  database: 'pglite' | 'postgres',
): BotMode {
  if (isHttpsUrl(env.publicUrl)) return 'webhook';
  if (database === 'pglite' && env.botPolling) return 'server-polling';
  return 'separate-process';
}

type ServerBot = {
  mode: BotMode;
  notifier: Notifier;
  /** For the app option `botWebhook` (webhook mode only). */
  webhook: BotWebhook | undefined;
  /**
   * After the server listens: menu button, commands, and the webhook or long polling. Runs in the
   * background (Telegram may be slow or unreachable; the site must not wait for it).
   */
  start(): void;
  /** Settles when start()'s setup calls are done (tests). */
  ready(): Promise<void>;
  /** Stops polling (notifications are the outbox worker's: src/server/outbox/). */
  stop(): Promise<void>;
};

type Options = {
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  now: () => Date;
  logger: Logger;
  /** The server's mailer: a reply in the chat may queue the other side's notice by mail. */
  mailer?: Mailer;
};

/** null without BOT_TOKEN: then no bot and no notifications. */
export function createServerBot(env: Env, options: Options): ServerBot | null {
  const token = env.botToken;
  if (!token) return null;
  const { db, now, logger } = options;
  const mode = botModeFor(env, options.databaseKind);
  const bot = createBot({
    token,
    db,
    now,
    publicUrl: env.publicUrl,
    botUsername: env.botUsername,
    miniAppName: env.miniAppName,
    apiRoot: env.botApiRoot,
    logger,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    messageSettleSeconds: env.messageSettleSeconds,
  });
  // Its own client: a notification's call times out well inside the outbox lease.
  const notifier = createTelegramNotifier({
    api: new Api(token, { apiRoot: env.botApiRoot, timeoutSeconds: NOTIFIER_TIMEOUT_SECONDS }),
    publicUrl: env.publicUrl,
    botUsername: env.botUsername,
    miniAppName: env.miniAppName,
  });
  const secretToken = webhookSecretToken(token);
  const webhook = mode === 'webhook' ? createBotWebhook(bot, { secretToken }) : undefined;
  let polling: Promise<void> | null = null;
  let setup: Promise<void> = Promise.resolve();

  async function configure() {
    // Telegram being unreachable must not keep the site from working: log and carry on.
    try {
      await setupBot(bot, { publicUrl: env.publicUrl, logger });
      if (webhook && env.publicUrl) {
        await registerWebhook(bot, `${env.publicUrl}${webhook.path}`, secretToken);
        logger.info('telegram webhook registered');
      }
    } catch (error) {
      logger.warn('telegram setup failed', { error: error instanceof Error ? error.name : 'unknown' });
    }
  }

  return {
    mode,
    notifier,
    webhook,
    start() {
      setup = configure();
      if (mode === 'server-polling') polling = startPolling(bot, logger);
      else if (mode === 'separate-process') logger.info('telegram updates: run `npm run bot` (long polling)');
    },
    ready: () => setup,
    async stop() {
      // Setup calls may be hanging on an unreachable Telegram: the caller bounds the wait
      // (src/server/main.ts).
      const results = await Promise.allSettled([bot.isRunning() ? bot.stop() : Promise.resolve(), setup]);
      await polling;
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}

/** Not awaited by the caller: bot.start() settles only when polling stops. */
function startPolling(bot: Bot, logger: Logger): Promise<void> {
  return bot
    .start({
      allowed_updates: [...ALLOWED_UPDATES],
      onStart: (info) => logger.info('telegram long polling started', { bot: info.username }),
    })
    .catch((error: unknown) => {
      logger.error('telegram long polling stopped', {
        error: error instanceof Error ? error.name : 'unknown',
      });
    });
}
