import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { messages } from '../shared/messages';
import { isAppPath } from '../shared/paths';
import { createApiApp } from './api-app';
import type { AppOptions } from './app-options';
import { createMemoryRateLimiter } from './auth/rate-limit';
import { resolveSession } from './auth/sessions';
import { constantTimeEqual } from './auth/tokens';
import { createPublicListCache, PUBLIC_LIST_CACHE_ENTRIES } from './cache/public-list-cache';
import type { DomainDeps } from './domain/deps';
import { findPending } from './domain/two-factor/pending';
import { createSearchSnapshots } from './domain/vacancy-search/snapshot-store';
import { createVacancyViewRecorder } from './domain/vacancy-views/view-recorder';
import { createMemoryStorage } from './files/storage';
import { assertEveryRouteDeclared } from './http/assert-declared';
import { clientAddress } from './http/client-address';
import { compressResponses } from './http/compress';
import type { AppContext, AppEnv } from './http/context';
import { fail } from './http/envelope';
import { requestLog } from './http/request-log';
import { createNonce, pageCsp, securityHeaders } from './http/security-headers';
import { type CookiePolicy, cookiePolicy, readSessionCookie } from './http/session-cookie';
import { loadSession } from './http/session-middleware';
import { errorFields } from './logger';
import { httpMetrics } from './metrics/http-metrics';
import { metricsRoutes } from './metrics/metrics-route';
import { renderHead } from './pages/page-head';
import { describePublicPage } from './pages/public-page';
import { applicationFigureDownloadRoutes } from './routes/application-figures.routes';
import { exportDownloadRoutes } from './routes/export-download.routes';
import { fileReadRoutes } from './routes/files.routes';
import { interviewCalendarRoutes } from './routes/interview.routes';
import { seoRoutes } from './routes/seo.routes';
import { shareImageRoutes } from './routes/share-image.routes';
import { SEARCH_RATE_LIMIT } from './routes/vacancy.routes';

export function createApp(options: AppOptions) {
  const { deps, logger } = options;
  const cookie = cookiePolicy(options.publicUrl);
  const app = new Hono<AppEnv>();

  // First, so the durations include the other middleware (docs/decisions/037-metrics.md).
  const webhook = options.botWebhook;
  // The webhook's last segment is a secret (bot/webhook.ts): it is mounted under a pattern, so
  // /metrics labels it and the log names it by that pattern, never by the secret itself.
  const webhookRoute = webhook ? webhook.path.replace(/[^/]+$/, ':secret') : null;
  if (options.metrics) app.use(httpMetrics(options.metrics.source.httpDuration));
  app.use(requestLog(logger, webhookRoute ? [webhookRoute.replace(/:secret$/, '')] : []));
  app.use(securityHeaders());
  // Scripts, styles, the shell and JSON go out gzipped when the client accepts it.
  app.use(compressResponses());

  if (options.metrics) app.route('/', metricsRoutes(options.metrics.source, options.metrics.token));

  if (webhook && webhookRoute) {
    app.post(webhookRoute, (c) =>
      constantTimeEqual(c.req.path, webhook.path) ? webhook.handle(c.req.raw) : c.notFound(),
    );
  }

  app.get('/healthz', async (c) => {
    await deps.db.execute('select 1');
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });

  // Mailed links' base: PUBLIC_URL or this server's own address, never the request's Host header.
  const linkBase = () => options.publicUrl ?? options.localOrigin?.() ?? 'http://localhost';
  const fileStorage = options.fileStorage ?? createMemoryStorage();
  const fileDeps = { ...deps, storage: fileStorage };
  // One cache per instance; its entries are checked against the database's versions per request.
  const cache = createPublicListCache(
    deps.db,
    options.listCacheEntries ?? PUBLIC_LIST_CACHE_ENTRIES,
    options.singleWriterDatabase ?? false,
    deps.now,
  );
  const search = options.searchInMemory
    ? createSearchSnapshots(
        deps.db,
        () => cache.version('vacancies'),
        (error) => logger.error('search snapshot failed', errorFields(error)),
      )
    : null;
  // Loaded at start; main.ts waits for it before it reports ready (docs/decisions/065-search-in-memory.md).
  const loading = search
    ?.refresh()
    .catch((error) => logger.error('search snapshot failed', errorFields(error)));
  if (loading) options.onSearchLoading?.(loading);
  const views = options.vacancyViews ?? createVacancyViewRecorder({ db: deps.db, now: deps.now, logger });
  const { api, declarations } = createApiApp(options, {
    cookie,
    linkBase,
    fileStorage,
    cache,
    search,
    views,
  });
  app.route('/api', api);
  // Nothing answers below /api without a declaration (docs/decisions/041-endpoint-declarations.md).
  assertEveryRouteDeclared(app.routes, declarations);
  // A mounted app's notFound is not consulted: unknown /api paths end here, never at the shell.
  app.all('/api', (c) => fail(c, 404, messages.notFoundApi));
  app.all('/api/*', (c) => fail(c, 404, messages.notFoundApi));

  // Uploaded files are read outside /api (an <img> sends no X-Requested-With); see routes/files.routes.ts.
  app.use('/files/*', loadSession(deps, cookie));
  app.route('/', fileReadRoutes(fileDeps));

  // CSV exports at signed addresses, for Telegram's file download (routes/export-download.routes.ts).
  app.route('/', exportDownloadRoutes(deps));
  app.route('/', applicationFigureDownloadRoutes(deps));
  // An interview's .ics at a signed address, for the same download (routes/interview.routes.ts).
  app.route('/', interviewCalendarRoutes(deps));

  app.route(
    '/',
    seoRoutes({
      deps,
      linkBase,
      ...(options.sitemapPageSize ? { pageSize: options.sitemapPageSize } : {}),
    }),
  );

  // The share images of vacancies and companies, for link previews (docs/decisions/067-share-images.md).
  app.route(
    '/',
    shareImageRoutes({
      deps,
      trustProxy: options.trustProxy,
      ...(options.shareImageRateLimit !== undefined ? { rateLimit: options.shareImageRateLimit } : {}),
    }),
  );

  if (options.staticDir) mountStatic(app, options.staticDir);

  // Filtered searches a page runs count per address as the API's do (docs/decisions/030).
  const searchRule = options.searchRateLimit === undefined ? SEARCH_RATE_LIMIT : options.searchRateLimit;
  const pageSearches = searchRule ? createMemoryRateLimiter(searchRule) : null;
  const mayRunSearch =
    pageSearches && searchRule
      ? (address: string) => pageSearches.hit(address, deps.now()).count <= searchRule.limit
      : null;
  const pages = { deps, cache, search, views, linkBase, mayRunSearch };
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
    const search = new URL(c.req.url).search;
    // A public page, or the not-found page, rendered on the server (docs/decisions/066).
    const rendered = page !== null || !isAppPath(c.req.path);
    const html = await options.shell({
      url: c.req.url,
      sessionHandle: session?.id ?? null,
      nonce,
      page: page && { ...page, head: page.head && renderHead(page.head, linkBase()) },
      render: rendered
        ? {
            input: {
              path: c.req.path,
              search,
              initialData: page?.initialData ?? null,
              viewerKind: session?.accountKind ?? null,
            },
            address: clientAddress(c, options.trustProxy),
          }
        : null,
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
