import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { METRICS_PATH } from './http-metrics';

/** Prometheus' text exposition format, version 0.0.4. */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export type MetricsSource = { scrape(): Promise<string> };

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics for Prometheus, answered only with `Authorization: Bearer <METRICS_TOKEN>`
 * (docs/decisions/037-metrics.md). Both sides are hashed first so the comparison takes the same
 * time whatever the length or the first wrong byte of what was sent. Never cached; not under the
 * search rate limit (that one is per route, src/server/routes/vacancy.routes.ts).
 */
export function metricsRoutes(source: MetricsSource, token: string) {
  const expected = digest(`Bearer ${token}`);
  const routes = new Hono<AppEnv>();
  routes.get(METRICS_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!timingSafeEqual(digest(c.req.header('authorization') ?? ''), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.text(
        'Метрики доступны только с заголовком Authorization: Bearer и токеном из METRICS_TOKEN сервера.\n',
        401,
      );
    }
    const body = await source.scrape();
    return c.body(body, 200, { 'Content-Type': METRICS_CONTENT_TYPE });
  });
  return routes;
}
