import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createServerBot } from '../../bot/server-bot';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../shared/constants';
import { PUBLIC_PAGE_SIZES } from '../shared/initial-data';
import { paths } from '../shared/paths';
import { createApp } from './app';
import { pruneRateLimits } from './auth/rate-limit';
import { pruneExpiredSessions } from './auth/sessions';
import { startServerBackups } from './backup/server-backups';
import { type DatabaseHandle, openDatabase } from './db/client';
import { sendApplicationDigests } from './domain/applications/send-application-digest';
import { ensureFirstAdmin } from './domain/auth/first-admin';
import type { DomainDeps } from './domain/deps';
import { sweepOrphanFiles, sweepUnattachedFiles } from './domain/files/file-sweeps';
import { BOT_POSTS_KEEP_DAYS, pruneBotPosts } from './domain/messages/bot-posts';
import { startAlertLoop } from './domain/subscription-alerts/alert-loop';
import { createVacancyViewRecorder } from './domain/vacancy-views/view-recorder';
import type { Env } from './env';
import { createDiskStorage } from './files/storage';
import type { ShellRenderer } from './http/shell';
import { errorFields, type Logger } from './logger';
import { createMailer } from './mail/create-mailer';
import { deleteSentRows } from './outbox/outbox-rows';
import { createOutboxWorker, type OutboxWorkerOptions } from './outbox/outbox-worker';
import { settleWithin } from './shutdown';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

type StartOptions = {
  logger: Logger;
  shell: ShellRenderer;
  staticDir: string | null;
  /** Where people-facing lines go (the setup link): the console, not the structured log. */
  announce: (line: string) => void;
  development?: boolean;
  /** Development wraps the app's listener with Vite's middlewares. */
  wrapListener?: (listener: RequestListener) => RequestListener;
  now?: () => Date;
  /** The outbox worker's timings (tests shorten the backoff). */
  outbox?: OutboxWorkerOptions;
};

export type RunningServer = {
  url: string;
  database: DatabaseHandle;
  close(): Promise<void>;
};

const HOUR = 3_600_000;
/** Requests in flight, then the bot and the outbox: together well inside SHUTDOWN_BUDGET_MS (shutdown.ts). */
const SHUTDOWN_GRACE_MS = 5_000;
const BOT_STOP_MS = 2_500;
/** The batch in flight finishes or is left to the lease; what is unsent stays queued. */
const OUTBOX_STOP_MS = 1_000;
const OUTBOX_KEEP_SENT_DAYS = 7;

/** database → migrations → app → listen → first admin and jobs (docs/architecture.md#start-up-server). */
export async function startServer(env: Env, options: StartOptions): Promise<RunningServer> {
  const database = await openDatabase(
    env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir },
  );
  try {
    await database.migrate();
    // Links in mail without PUBLIC_URL point here; set once the port is known (PORT=0 in tests).
    let localOrigin = 'http://localhost';
    const now = options.now ?? (() => new Date());
    // The Telegram bot (BOT_TOKEN): notifications always; updates by webhook, polling or neither
    // here, depending on PUBLIC_URL and the database (bot/server-bot.ts, bot/README.md).
    const mailer = createMailer(env, options.logger);
    const serverBot = createServerBot(env, {
      db: database.db,
      databaseKind: database.kind,
      now,
      logger: options.logger,
      mailer,
    });
    const deps: DomainDeps = {
      db: database.db,
      now,
      mailer,
      ...(serverBot ? { notifier: serverBot.notifier } : {}),
      ...(env.publicUrl ? { publicUrl: env.publicUrl } : {}),
      messageSettleSeconds: env.messageSettleSeconds,
    };
    // Loaded only when asked for (METRICS_TOKEN): a server without metrics pays nothing at start.
    const metrics = env.metricsToken
      ? (await import('./metrics/server-metrics')).createServerMetrics(database, now)
      : null;
    // Everything that leaves the server goes through the outbox table; this worker sends it
    // (docs/design.md#lessons-from-measuring, docs/decisions/022-durable-outbox.md).
    const outboxWorker = createOutboxWorker(
      {
        db: database.db,
        databaseKind: database.kind,
        notifier: deps.notifier,
        mailer: deps.mailer,
        now,
        logger: options.logger,
        ...(metrics ? { onAttempt: metrics.outboxAttempt } : {}),
      },
      {
        ...(env.publicUrl ? { messageIdDomain: new URL(env.publicUrl).hostname } : {}),
        ...options.outbox,
      },
    );
    // Uploads live in DATA_DIR/files/ in both database modes; several instances on one
    // PostgreSQL need this directory shared (or object storage behind the same interface).
    const fileStorage = createDiskStorage(join(env.dataDir, 'files'));
    const vacancyViews = createVacancyViewRecorder({ db: deps.db, now, logger: options.logger });
    let searchLoading: Promise<unknown> = Promise.resolve();
    const app = createApp({
      deps,
      vacancyViews,
      logger: options.logger,
      shell: options.shell,
      publicUrl: env.publicUrl,
      trustProxy: env.trustProxy,
      searchRateLimit:
        env.searchRateLimitPerMinute === 0 ? null : { limit: env.searchRateLimitPerMinute, windowMs: 60_000 },
      staticDir: options.staticDir,
      development: options.development,
      singleWriterDatabase: database.kind === 'pglite',
      searchInMemory: true,
      onSearchLoading: (loading) => {
        searchLoading = loading;
      },
      localOrigin: () => localOrigin,
      fileStorage,
      ...(env.botToken
        ? { telegram: { botToken: env.botToken, maxAgeSeconds: env.initDataMaxAgeSeconds } }
        : {}),
      ...(serverBot?.webhook ? { botWebhook: serverBot.webhook } : {}),
      ...(metrics && env.metricsToken ? { metrics: { source: metrics, token: env.metricsToken } } : {}),
    });
    const listener = getRequestListener(app.fetch);
    const server = createServer(options.wrapListener ? options.wrapListener(listener) : listener);
    await listen(server, env.port, env.host);
    const { port } = server.address() as AddressInfo;
    const url = `http://${env.host.includes(':') ? `[${env.host}]` : env.host}:${port}`;
    localOrigin = url.replace('127.0.0.1', 'localhost');
    // The list in memory is loaded, and its first page asked for once through the server itself,
    // before it says it is ready: the first visitor after a restart pays for neither, nor for a
    // cold HTTP path (docs/decisions/065-search-in-memory.md). A failure is logged and is the
    // request's own: the database answers until a later load succeeds.
    await searchLoading;
    await fetch(`${url}/api/vacancy/getItems?page=1&limit=${PUBLIC_PAGE_SIZES.vacancies}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Encoding': 'gzip' },
    })
      .then((answer) => answer.arrayBuffer())
      .catch(() => undefined);

    // An extra process of a cluster (src/server/cluster.ts) only serves HTTP and sends its own
    // outbox rows; the first process runs the once-per-deployment work below.
    const background = env.serverRole === 'all';
    const admin = background
      ? await ensureFirstAdmin(
          deps,
          env.adminEmail && env.adminPassword ? { email: env.adminEmail, password: env.adminPassword } : null,
        )
      : null;
    if (admin?.kind === 'created-from-env')
      options.logger.info('admin created from ADMIN_EMAIL', { email: admin.email });
    await warmPublicList(app, options.logger);
    if (admin?.kind === 'setup-link') {
      const base = env.publicUrl ?? url.replace('127.0.0.1', 'localhost');
      options.announce(
        `\nАдминистраторов пока нет. Откройте одноразовую ссылку в течение суток и создайте первого:\n  ${base}${paths.setup}#token=${admin.token}\n`,
      );
    }

    const prune = async () => {
      const now = deps.now();
      await pruneExpiredSessions(deps.db, now);
      await pruneRateLimits(deps.db, new Date(now.getTime() - 24 * HOUR));
      // PGlite has no autovacuum: keep the visibility map (the list's index-only scans) and the
      // planner's statistics fresh (docs/decisions/029). Pages unchanged since are skipped.
      if (database.kind === 'pglite') await deps.db.execute(sql`vacuum (analyze) vacancies, vacancy_tags`);
      // Abandoned uploads first (rows, then bytes), then bytes no row names (docs/decisions/014).
      const fileDeps = { ...deps, storage: fileStorage };
      const unattached = await sweepUnattachedFiles(fileDeps);
      if (unattached > 0) options.logger.info('unattached uploads removed', { count: unattached });
      const orphans = await sweepOrphanFiles(fileDeps);
      if (orphans > 0) options.logger.info('orphan files removed', { count: orphans });
      // Companies without Telegram hear of new applications once a day (issue 12), by the outbox.
      const digests = await sendApplicationDigests(deps);
      if (digests > 0) options.logger.info('application digests queued', { count: digests });
      // Sent messages are kept a week for inspection, then go (docs/decisions/022-durable-outbox.md).
      await deleteSentRows(deps.db, OUTBOX_KEEP_SENT_DAYS);
      // A reply to a thread notice older than this is a search again (docs/decisions/058).
      await pruneBotPosts(deps.db, new Date(now.getTime() - BOT_POSTS_KEEP_DAYS * 24 * HOUR));
    };
    if (background) await prune();
    await outboxWorker.start();
    const timer = background
      ? setInterval(() => {
          prune().catch((error: unknown) => options.logger.warn('prune failed', errorFields(error)));
        }, HOUR)
      : null;
    timer?.unref();
    if (background) serverBot?.start();
    // Saved searches: match published vacancies and queue alerts in the outbox (decision 024).
    const alerts = background
      ? startAlertLoop(
          { ...deps, linkBase: () => env.publicUrl ?? localOrigin, grouping: env.alertGrouping },
          options.logger,
          env.alertTickMs,
        )
      : null;

    // Backups: the socket `npm run backup` asks on the embedded database, and the schedule.
    const backups = await startServerBackups(env, database, { background, now, logger: options.logger });

    let closing: Promise<void> | null = null;
    return {
      url,
      database,
      close() {
        closing ??= (async () => {
          if (timer) clearInterval(timer);
          try {
            await backups.close();
            await alerts?.stop();
            await closeServer(server);
            // The last second's vacancy views, while the database is still open.
            await vacancyViews.flush();
            // Stop claiming; a send in flight may finish. Whatever is unsent stays in the outbox.
            await settleWithin('outbox', () => outboxWorker.stop(), OUTBOX_STOP_MS, options.logger);
            if (serverBot && background)
              await settleWithin('telegram bot', () => serverBot.stop(), BOT_STOP_MS, options.logger);
          } finally {
            metrics?.close();
            await database.close();
          }
        })();
        return closing;
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Stops accepting, lets requests in flight finish, then cuts what is left after a grace period. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * The first page of /vacancies/ computed once before the server is announced: its answer is then
 * in the public cache and the database's catalog and list indexes are in memory, so the first
 * visitor after a start does not pay for a cold process (docs/decisions/029).
 */
async function warmPublicList(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  logger: Logger,
) {
  try {
    const response = await app.request('/api/vacancy/getItems', {
      headers: { [XHR_HEADER]: XHR_HEADER_VALUE },
    });
    await response.arrayBuffer();
  } catch (error) {
    logger.warn('warming the public list failed', errorFields(error));
  }
}
