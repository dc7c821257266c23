import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messages } from '../shared/messages';
import { isAppPath } from '../shared/paths';
import type { RateLimitRule } from './auth/rate-limit';
import { resolveSession } from './auth/sessions';
import { createPublicListCache, PUBLIC_LIST_CACHE_ENTRIES } from './cache/public-list-cache';
import type { DomainDeps } from './domain/deps';
import { findPending } from './domain/two-factor/pending';
import { createVacancyViewRecorder, type VacancyViewRecorder } from './domain/vacancy-views/view-recorder';
import { createMemoryStorage, type FileStorage } from './files/storage';
import { requireJsonBody, requireXhrHeader } from './http/api-guards';
import { clientAddress } from './http/client-address';
import { compressResponses } from './http/compress';
import type { AppContext, AppEnv } from './http/context';
import { fail, ok } from './http/envelope';
import { requestLog } from './http/request-log';
import { createNonce, pageCsp, securityHeaders } from './http/security-headers';
import { type CookiePolicy, cookiePolicy, readSessionCookie } from './http/session-cookie';
import { loadSession } from './http/session-middleware';
import type { ShellRenderer } from './http/shell';
import { errorFields, type Logger } from './logger';
import { httpMetrics } from './metrics/http-metrics';
import { metricsRoutes } from './metrics/metrics-route';
import type { ServerMetrics } from './metrics/server-metrics';
import { renderHead } from './pages/page-head';
import { describePublicPage } from './pages/public-page';
import { adminRoutes } from './routes/admin';
import { applicationRoutes } from './routes/application';
import { applicationFigureDownloadRoutes, applicationFigureRoutes } from './routes/application-figures';
import { authRoutes } from './routes/auth';
import { boardRoutes } from './routes/board';
import { companyRoutes } from './routes/company';
import { companyAccountRoutes } from './routes/company-account';
import { companyVerificationRoutes } from './routes/company-verification';
import { exportDownloadRoutes } from './routes/export-download';
import { favouriteRoutes } from './routes/favourite';
import { feedbackRoutes } from './routes/feedback';
import { FILE_UPLOAD_PATH, fileApiRoutes, fileReadRoutes, UPLOAD_BODY_LIMIT_BYTES } from './routes/files';
import { homeRoutes } from './routes/home';
import { outboxRoutes } from './routes/outbox';
import { passwordRoutes } from './routes/password';
import { registrationRoutes } from './routes/registration';
import { seoRoutes } from './routes/seo';
import { studentRoutes } from './routes/student';
import { studentProfileRoutes } from './routes/student-profile';
import { subscriptionRoutes } from './routes/subscription';
import { subscriptionUnsubscribeRoutes } from './routes/subscription-unsubscribe';
import { tagRoutes } from './routes/tag';
import { telegramRoutes } from './routes/telegram';
import { twoFactorRoutes } from './routes/two-factor';
import { vacancyRoutes } from './routes/vacancy';
import { vacancyTypeRoutes } from './routes/vacancy-type';
import { verificationRoutes } from './routes/verification';
import type { TelegramAuthConfig } from './telegram/config';

export type AppOptions = {
  deps: DomainDeps;
  logger: Logger;
  shell: ShellRenderer;
  publicUrl: string | undefined;
  /**
   * Where links in mail point without PUBLIC_URL: the address the server listens on (known only
   * once it listens, hence a function). Defaults to http://localhost.
   */
  localOrigin?: () => string;
  trustProxy: boolean;
  /** Built client files (js/, css/, assets/, public files); absent in API-only tests. */
  staticDir: string | null;
  /** Development: Vite's inline scripts and websocket need a looser CSP. */
  development?: boolean;
  /** Entries of the in-memory cache of public list answers (per instance). */
  listCacheEntries?: number;
  /** Uncached searches per client address (routes/vacancy.ts); null: none. Default: SEARCH_RATE_LIMIT. */
  searchRateLimit?: RateLimitRule | null;
  /** The embedded database: this process is its only writer, so cache versions live in memory. */
  singleWriterDatabase?: boolean;
  /** Vacancy views (docs/decisions/025); main.ts passes its own to flush it at shutdown. */
  vacancyViews?: VacancyViewRecorder;
  /** Uploaded files; main.ts passes DATA_DIR/files/, API-only tests keep them in memory. */
  fileStorage?: FileStorage;
  /** Telegram sign-in (BOT_TOKEN); without it /api/tg-login/ answers that Telegram is off. */
  telegram?: TelegramAuthConfig;
  /** Sitemap pages' size (routes/seo.ts); tests make it small. */
  sitemapPageSize?: number;
  /** The bot's webhook (bot/webhook.ts), mounted outside /api when PUBLIC_URL is https. */
  botWebhook?: { path: string; handle: (request: Request) => Promise<Response> };
  /** GET /metrics with its bearer token (METRICS_TOKEN); without it /metrics is not served. */
  metrics?: { source: Pick<ServerMetrics, 'scrape' | 'httpDuration'>; token: string };
};

/** JSON bodies beyond this are refused with 413; uploads get their own limit on their own routes. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export function createApp(options: AppOptions) {
  const { deps, logger } = options;
  const cookie = cookiePolicy(options.publicUrl);
  const app = new Hono<AppEnv>();

  // First, so the durations include the other middleware (docs/decisions/037-metrics.md).
  if (options.metrics) app.use(httpMetrics(options.metrics.source.httpDuration));
  app.use(requestLog(logger));
  app.use(securityHeaders());
  // Scripts, styles, the shell and JSON go out gzipped when the client accepts it.
  app.use(compressResponses());

  if (options.metrics) app.route('/', metricsRoutes(options.metrics.source, options.metrics.token));

  const webhook = options.botWebhook;
  if (webhook) app.post(webhook.path, (c) => webhook.handle(c.req.raw));

  app.get('/healthz', async (c) => {
    await deps.db.execute('select 1');
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });

  // The alert mails' one-click unsubscribe (RFC 8058) comes from mail clients: before the guards.
  app.route('/', subscriptionUnsubscribeRoutes({ deps }));

  const api = new Hono<AppEnv>();
  api.use(requireXhrHeader);
  const limitBody = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: (c) => fail(c, 413, messages.bodyTooLarge),
  });
  // Uploads have their own, larger limit on their one path; the file's own limit is checked later.
  const limitUpload = bodyLimit({
    maxSize: UPLOAD_BODY_LIMIT_BYTES,
    onError: (c) => fail(c, 413, messages.fileTooLarge),
  });
  // Reads carry no body: skip the limit's stream wrapping on the hot path.
  api.use((c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return (c.req.path === FILE_UPLOAD_PATH ? limitUpload : limitBody)(c, next);
  });
  api.use(requireJsonBody([FILE_UPLOAD_PATH]));
  api.use(loadSession(deps, cookie));
  api.use(async (c, next) => {
    await next();
    // Personal answers must not be stored by shared caches unless a route says otherwise.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'private, no-cache');
  });
  const telegram = options.telegram;
  // Mailed links' base: PUBLIC_URL or this server's own address, never the request's Host header.
  const linkBase = () => options.publicUrl ?? options.localOrigin?.() ?? 'http://localhost';
  const notice = { deps, logger, linkBase };
  // The bot can confirm an admin's sign-in when it is configured (docs/decisions/016).
  const botConfigured = Boolean(telegram && deps.notifier);
  api.route(
    '/',
    authRoutes({
      deps,
      cookie,
      trustProxy: options.trustProxy,
      telegram,
      notice,
      secondFactorByBot: botConfigured,
    }),
  );
  api.route('/', telegramRoutes({ deps, cookie, telegram, notice, secondFactorByBot: botConfigured }));
  api.route('/', twoFactorRoutes({ deps, cookie, botConfigured }));
  api.route('/', passwordRoutes({ deps, logger, linkBase, trustProxy: options.trustProxy }));
  api.route(
    '/',
    registrationRoutes({ deps, logger, cookie, trustProxy: options.trustProxy, telegram, linkBase }),
  );
  api.route('/', companyVerificationRoutes({ deps }));
  api.route('/', verificationRoutes({ deps }));
  api.route('/', outboxRoutes({ deps }));
  // One cache per instance; its entries are checked against the database's versions per request.
  const board = {
    deps,
    cache: createPublicListCache(
      deps.db,
      options.listCacheEntries ?? PUBLIC_LIST_CACHE_ENTRIES,
      options.singleWriterDatabase ?? false,
      deps.now,
    ),
  };
  const views = options.vacancyViews ?? createVacancyViewRecorder({ db: deps.db, now: deps.now, logger });
  api.route(
    '/',
    vacancyRoutes({
      ...board,
      views,
      trustProxy: options.trustProxy,
      ...(options.searchRateLimit !== undefined ? { searchRateLimit: options.searchRateLimit } : {}),
    }),
  );
  const fileStorage = options.fileStorage ?? createMemoryStorage();
  api.route('/', companyRoutes({ ...board, storage: fileStorage }));
  api.route('/', tagRoutes(board));
  api.route('/', vacancyTypeRoutes(board));
  api.route('/', favouriteRoutes({ deps }));
  api.route('/', feedbackRoutes({ deps, trustProxy: options.trustProxy }));
  api.route('/', applicationRoutes({ deps }));
  api.route('/', applicationFigureRoutes({ deps }));
  api.route('/', subscriptionRoutes({ deps }));
  api.route('/', studentRoutes({ deps }));
  const fileDeps = { ...deps, storage: fileStorage };
  api.route('/', fileApiRoutes(fileDeps));
  api.route('/', studentProfileRoutes(fileDeps));
  api.route('/', companyAccountRoutes(fileDeps));
  api.route('/', adminRoutes({ deps }));
  api.route('/', boardRoutes({ deps }));
  api.route('/', homeRoutes({ deps }));
  api.get('/ping/', (c) => ok(c, { pong: true }));
  app.route('/api', api);
  // A mounted app's notFound is not consulted: unknown /api paths end here, never at the shell.
  app.all('/api', (c) => fail(c, 404, messages.notFoundApi));
  app.all('/api/*', (c) => fail(c, 404, messages.notFoundApi));

  // Uploaded files are read outside /api (an <img> sends no X-Requested-With); see routes/files.ts.
  app.use('/files/*', loadSession(deps, cookie));
  app.route('/', fileReadRoutes(fileDeps));

  // CSV exports at signed addresses, for Telegram's file download (routes/export-download.ts).
  app.route('/', exportDownloadRoutes(deps));
  app.route('/', applicationFigureDownloadRoutes(deps));

  app.route(
    '/',
    seoRoutes({
      deps,
      linkBase,
      ...(options.sitemapPageSize ? { pageSize: options.sitemapPageSize } : {}),
    }),
  );

  if (options.staticDir) mountStatic(app, options.staticDir);

  const pages = { deps, cache: board.cache, views, linkBase };
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const session = await sessionFromCookie(c, deps, cookie);
    // The public pages' head, status and a guest's first data (docs/decisions/027).
    const page = await describePublicPage(pages, {
      path: c.req.path,
      search: new URL(c.req.url).search,
      viewer: session ? { kind: session.accountKind, id: session.accountId } : null,
      guest: { address: clientAddress(c, options.trustProxy), userAgent: c.req.header('user-agent') ?? '' },
    });
    const nonce = createNonce();
    const html = await options.shell({
      url: c.req.url,
      sessionHandle: session?.id ?? null,
      nonce,
      page: page && { ...page, head: page.head && renderHead(page.head, linkBase()) },
    });
    c.header('Content-Security-Policy', pageCsp(nonce, options.development ?? false));
    c.header('Cache-Control', 'no-store');
    return c.html(html, page ? page.status : isAppPath(c.req.path) ? 200 : 404);
  });

  app.onError((error, c) => {
    // errorFields: never the message, which for a failed query carries its parameters.
    logger.error('unhandled error', {
      requestId: c.get('requestId'),
      path: c.req.path,
      ...errorFields(error),
    });
    return fail(c, 500, messages.internalError);
  });

  return app;
}

/**
 * The shell needs only the session's handle; bearer sessions never reach page loads. A session
 * waiting for the admin's second factor is not signed in yet: no handle.
 */
async function sessionFromCookie(c: AppContext, deps: DomainDeps, cookie: CookiePolicy) {
  const credential = readSessionCookie(c, cookie);
  const session = credential ? await resolveSession(deps.db, credential, deps.now()) : null;
  return session && !(await findPending(deps.db, session, deps.now())) ? session : null;
}

function mountStatic(app: Hono<AppEnv>, staticDir: string) {
  const root = relative(process.cwd(), resolve(staticDir)) || '.';
  const immutable = serveStatic<AppEnv>({
    root,
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });
  // Hashed build output: cache for a year.
  app.use('/js/*', immutable);
  app.use('/css/*', immutable);
  app.use('/assets/*', immutable);
  // A missing hashed file is a 404, never the shell: the chunk loader reports it as `missing`.
  for (const prefix of ['/js/*', '/css/*', '/assets/*']) app.get(prefix, (c) => c.text('Not found', 404));
  // Other public files (favicon.svg …) by exact name, revalidated.
  app.use('*', async (c, next) => {
    const name = c.req.path.slice(1);
    if (name && !name.includes('/') && name !== 'index.html' && existsSync(join(staticDir, name))) {
      return serveStatic<AppEnv>({
        root,
        onFound: (_p, ctx) => ctx.header('Cache-Control', 'public, max-age=3600'),
      })(c, next);
    }
    await next();
  });
}
