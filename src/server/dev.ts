import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { projectRoot } from './client-build';
import type { Database } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { DEV_BOT_TOKEN } from './dev/mini-app-launch';
import { DEV_TELEGRAM_PATH, devTelegramRoutes } from './dev/telegram-dev-page';
import { EnvError, loadEnv } from './env';
import { applyPage, injectSession, markupFor, publicConfigFrom, withMarkup } from './http/shell';
import { createLogger, errorFields } from './logger';
import { startServer } from './main';
import { createPageMarkup } from './pages/page-markup';
import { settleWithin, stopOnSignals } from './shutdown';

/**
 * `npm run dev`: one port, Vite's hot reload in middleware mode in front of the API, the shell
 * rendered through Vite so the session check works as in production.
 *
 * `npm run dev -- --telegram` adds the dev-only page /dev/telegram/ that opens the app as a Mini
 * App in the browser (src/server/dev/telegram-dev-page.ts). Without BOT_TOKEN it signs and
 * validates initData with DEV_BOT_TOKEN, a token no real bot has, and leaves polling off: that
 * token cannot reach Telegram.
 */
async function main() {
  const telegram = process.argv.slice(2).includes('--telegram');
  const env = loadEnv(undefined, {
    NODE_ENV: 'development',
    ...(telegram ? { BOT_TOKEN: DEV_BOT_TOKEN, BOT_POLLING: 'false' } : {}),
  });
  const logger = createLogger(env.logLevel);
  const vite = await createViteServer({
    root: projectRoot,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  // Guests' pages rendered through Vite, afresh each time: the code changes under any cache.
  const markup = createPageMarkup({
    load: async () => {
      const module = await vite.ssrLoadModule('/src/client/server-entry.tsx');
      return module.renderPage;
    },
    entries: 0,
    limit: null,
    onError: (error) => {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      logger.error('page render failed', errorFields(error));
    },
  });
  // The page lists linked accounts from the database, which exists once the server has started.
  let database: Database | null = null;
  const botToken = env.botToken;
  const devTelegram =
    telegram && botToken
      ? getRequestListener(devTelegramRoutes({ botToken, database: () => database }).fetch)
      : null;
  const server = await startServer(env, {
    logger,
    development: true,
    staticDir: null,
    announce: (line) => console.log(line),
    shell: async ({ url, sessionHandle, nonce, page, render }) => {
      const template = await readFile(join(projectRoot, 'index.html'), 'utf8');
      const html = await vite.transformIndexHtml(new URL(url).pathname, template);
      const publicConfig = publicConfigFrom(env);
      const withPage = withMarkup(applyPage(html, page), await markupFor(markup, render, publicConfig));
      return injectSession(withPage, sessionHandle, nonce, publicConfig);
    },
    wrapListener: (listener) => (req, res) => {
      if (devTelegram && req.url?.startsWith(DEV_TELEGRAM_PATH)) {
        devTelegram(req, res);
        return;
      }
      vite.middlewares(req, res, () => listener(req, res));
    },
  });
  database = server.database.db;
  console.log(`Разработка: ${server.url.replace('127.0.0.1', 'localhost')}/`);
  if (devTelegram) {
    const token = env.botToken === DEV_BOT_TOKEN ? ' (токен разработки)' : ' (BOT_TOKEN)';
    console.log(
      `Mini App в браузере${token}: ${server.url.replace('127.0.0.1', 'localhost')}${DEV_TELEGRAM_PATH}`,
    );
  }
  stopOnSignals(async () => {
    await settleWithin('vite', () => vite.close(), 2_000, logger);
    await server.close();
  }, logger);
}

main().catch((error: unknown) => {
  // Our own refusals are worded for people; anything else only by name (a failed query's message
  // carries its parameters).
  const own = error instanceof EnvError || error instanceof DataDirLockedError;
  console.error(
    own ? error.message : `Сервер разработки не запустился: ${JSON.stringify(errorFields(error))}`,
  );
  process.exit(1);
});
