/**
 * `npm run bot`: the bot by long polling as its own process, for PostgreSQL (DATABASE_URL). With
 * the embedded database the server polls itself (its data directory admits one process), and with
 * PUBLIC_URL over https the server receives updates by webhook; see POLLING_RULE and README.md.
 */
import { openDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { EnvError, loadEnv } from '../src/server/env';
import { createLogger, errorFields } from '../src/server/logger';
import { createMailer } from '../src/server/mail/create-mailer';
import { keepFilesPrivate } from '../src/server/private-files';
import { settleWithin, stopOnSignals } from '../src/server/shutdown';
import { ALLOWED_UPDATES, createBot, setupBot } from './bot';
import { isHttpsUrl } from './mini-app-button';
import { POLLING_RULE } from './server-bot';

const BOT_STOP_MS = 5_000;

class BotStartError extends Error {
  override name = 'BotStartError';
}

async function main() {
  const env = loadEnv();
  keepFilesPrivate();
  if (!env.botToken) {
    throw new EnvError('BOT_TOKEN не задан: получите токен бота у @BotFather и передайте его в BOT_TOKEN.');
  }
  if (isHttpsUrl(env.publicUrl)) {
    // A poller would delete the server's webhook (getUpdates and a webhook exclude each other).
    throw new BotStartError(
      `PUBLIC_URL задан по https: обновления получает сервер (webhook).\n\n${POLLING_RULE}`,
    );
  }
  const logger = createLogger(env.logLevel);
  const database = await openDatabase(
    env.databaseUrl
      ? { kind: 'postgres', url: env.databaseUrl, max: 2 }
      : { kind: 'pglite', dataDir: env.dataDir },
  ).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      throw new BotStartError(
        `Встроенная база в ${env.dataDir} занята другим процессом (обычно сервером npm start).\n` +
          'Со встроенной базой бот работает внутри сервера: npm start сам получает обновления.\n\n' +
          POLLING_RULE,
      );
    }
    throw error;
  });
  // From here on, whatever happens — a signal during setup, Telegram refusing — the database
  // is closed (and DATA_DIR's lock released) before the process ends.
  try {
    await database.migrate();
    const bot = createBot({
      token: env.botToken,
      db: database.db,
      now: () => new Date(),
      publicUrl: env.publicUrl,
      botUsername: env.botUsername,
      miniAppName: env.miniAppName,
      apiRoot: env.botApiRoot,
      logger,
      // Replies in the chat queue the other side's notice; the server's outbox worker sends it.
      mailer: createMailer(env, logger),
      messageSettleSeconds: env.messageSettleSeconds,
    });
    // Before setup: Telegram may hang there, and SIGTERM must still close the database.
    stopOnSignals(async () => {
      try {
        await settleWithin('telegram bot', () => bot.stop(), BOT_STOP_MS, logger);
      } finally {
        await database.close();
      }
    }, logger);
    await setupBot(bot, { publicUrl: env.publicUrl, logger });
    await bot.start({
      allowed_updates: [...ALLOWED_UPDATES],
      onStart: (info) =>
        console.log(`Бот @${info.username} получает обновления (long polling). Ctrl+C — остановить.`),
    });
  } catch (error) {
    await database.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof BotStartError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    // Only the name: grammY's errors can carry request payloads.
    console.error('Бот не запустился:', JSON.stringify(errorFields(error)));
  }
  process.exit(1);
});
