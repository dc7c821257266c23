import { createApp } from '../../src/server/app';
import type { DatabaseHandle } from '../../src/server/db/client';
import type { DomainDeps } from '../../src/server/domain/deps';
import { createVacancyViewRecorder } from '../../src/server/domain/vacancy-views/view-recorder';
import { createMemoryStorage } from '../../src/server/files/storage';
import { applyPage, injectSession } from '../../src/server/http/shell';
import { createLogger } from '../../src/server/logger';
import type { Mailer } from '../../src/server/mail/mailer';
import type { Notifier } from '../../src/server/notify/notifier';
import { drainOutbox } from '../../src/server/outbox/drain-outbox';
import type { TelegramAuthConfig } from '../../src/server/telegram/config';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../src/shared/constants';

/** A minimal index.html standing in for the build in API-level tests; e2e suites use the real one. */
export const TEST_SHELL_TEMPLATE =
  '<!doctype html><html lang="ru"><head><title>t</title></head><body><div id="root"></div>' +
  '<script type="module" src="/js/index.js"></script></body></html>';

/** A controllable clock: tests move time instead of waiting. */
export function createClock(start = new Date('2026-11-21T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

type TestAppExtras = {
  /** Telegram sign-in with this bot token (tests/helpers/telegram-init-data.ts signs with it). */
  telegram?: TelegramAuthConfig;
  notifier?: Notifier;
  /** Sitemap pages of this many addresses (routes/seo.routes.ts), to reach the index with a few rows. */
  sitemapPageSize?: number;
  /** Read the client's address from X-Forwarded-For, as behind our proxy: limits per address. */
  trustProxy?: boolean;
};

/** `mailer`: where the app's mail goes (the recovery tests); none by default. */
export function createTestApp(
  database: DatabaseHandle,
  clock = createClock(),
  mailer?: Mailer,
  extras: TestAppExtras = {},
) {
  const deps: DomainDeps = {
    db: database.db,
    now: clock.now,
    ...(mailer ? { mailer } : {}),
    ...(extras.notifier ? { notifier: extras.notifier } : {}),
  };
  const fileStorage = createMemoryStorage(clock.now);
  const logger = createLogger('silent');
  // Its flush() is called by the tests that count views, never waited for (docs/decisions/025).
  const vacancyViews = createVacancyViewRecorder({ db: database.db, now: clock.now, logger });
  const app = createApp({
    vacancyViews,
    deps,
    logger,
    shell: async ({ sessionHandle, nonce, page }) =>
      injectSession(applyPage(TEST_SHELL_TEMPLATE, page), sessionHandle, nonce),
    publicUrl: undefined,
    trustProxy: extras.trustProxy ?? false,
    staticDir: null,
    fileStorage,
    ...(extras.telegram ? { telegram: extras.telegram } : {}),
    ...(extras.sitemapPageSize ? { sitemapPageSize: extras.sitemapPageSize } : {}),
    // Every answer is read with its declaration's schema (src/server/http/check-answers.ts).
    checkAnswers: true,
  });

  /**
   * An API call as the client makes it: XHR header, JSON body, cookie if given. Then the outbox
   * is drained, as the server's worker would shortly after: what the call queued has been sent
   * (through `deps.mailer` and `deps.notifier`) when the answer is returned to the test.
   */
  async function api(
    method: string,
    path: string,
    options: { json?: unknown; cookie?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { [XHR_HEADER]: XHR_HEADER_VALUE, ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    if (deps.mailer || deps.notifier) await drainOutbox(deps);
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
    return {
      status: response.status,
      headers: response.headers,
      body: parsed as Record<string, unknown>,
      text,
    };
  }

  return { app, deps, clock, api, fileStorage, vacancyViews };
}

/** The `name=value` pair of a Set-Cookie header, for sending back. */
export function cookiePair(setCookie: string | null): string {
  return setCookie?.split(';')[0] ?? '';
}
