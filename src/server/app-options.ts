/**
 * What createApp (app.ts) is given: a module of its own, so that the /api sub-app (api-app.ts),
 * which app.ts builds, reads the same options without importing app.ts back.
 */
import type { RateLimitRule } from './auth/rate-limit';
import type { DomainDeps } from './domain/deps';
import type { VacancyViewRecorder } from './domain/vacancy-views/view-recorder';
import type { FileStorage } from './files/storage';
import type { ShellRenderer } from './http/shell';
import type { Logger } from './logger';
import type { ServerMetrics } from './metrics/server-metrics';
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
  /**
   * Search the public list in memory (docs/decisions/065-search-in-memory.md): main.ts turns it
   * on; API tests leave it off unless they test it.
   */
  searchInMemory?: boolean;
  /** Hears the first load of the list in memory (main.ts waits for it before it reports ready). */
  onSearchLoading?: (loading: Promise<unknown>) => void;
  /** Entries of the in-memory cache of public list answers (per instance). */
  listCacheEntries?: number;
  /** Uncached searches per client address (routes/vacancy.routes.ts); null: none. Default: SEARCH_RATE_LIMIT. */
  searchRateLimit?: RateLimitRule | null;
  /** Share images one client address may have drawn (routes/share-image.routes.ts); null: none. */
  shareImageRateLimit?: RateLimitRule | null;
  /** The embedded database: this process is its only writer, so cache versions live in memory. */
  singleWriterDatabase?: boolean;
  /** Vacancy views (docs/decisions/025); main.ts passes its own to flush it at shutdown. */
  vacancyViews?: VacancyViewRecorder;
  /** Uploaded files; main.ts passes DATA_DIR/files/, API-only tests keep them in memory. */
  fileStorage?: FileStorage;
  /** Telegram sign-in (BOT_TOKEN); without it /api/tg-login/ answers that Telegram is off. */
  telegram?: TelegramAuthConfig;
  /** Sitemap pages' size (routes/seo.routes.ts); tests make it small. */
  sitemapPageSize?: number;
  /** The bot's webhook (bot/webhook.ts), mounted outside /api when PUBLIC_URL is https. */
  botWebhook?: { path: string; handle: (request: Request) => Promise<Response> };
  /** Tests: every /api answer is checked against its declared schema (http/check-answers.ts). */
  checkAnswers?: boolean;
  /** GET /metrics with its bearer token (METRICS_TOKEN); without it /metrics is not served. */
  metrics?: { source: Pick<ServerMetrics, 'scrape' | 'httpDuration'>; token: string };
};
