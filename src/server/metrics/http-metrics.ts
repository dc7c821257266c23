import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Histogram } from 'prom-client';
import type { AppEnv } from '../http/context';

export const METRICS_PATH = '/metrics';

/** Methods outside this set share one label: a made-up method must not make a new series. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Observes every request's duration under the route pattern Hono matched (`/api/files/:id`,
 * `*` for the pages the shell renders and for unknown paths), never the path itself: ids and
 * made-up addresses would otherwise make a series each (docs/decisions/037-metrics.md). The
 * pattern is the one of the handler that answered — a middleware's (`/api/*`) when a guard
 * refused the request. /metrics itself is left out: scrapes are not traffic.
 */
export function httpMetrics(histogram: Histogram<'method' | 'route' | 'status'>): MiddlewareHandler<AppEnv> {
  // One bound series per (method, route, status), found by a plain key: prom-client would sort
  // and join the labels on every observation otherwise (the request's hot path).
  const series = new Map<string, { observe(seconds: number): void }>();
  return async (c, next) => {
    if (c.req.path === METRICS_PATH) return next();
    const started = performance.now();
    await next();
    const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
    const route = routePath(c) || '*';
    const status = c.res.status;
    const key = `${method} ${status} ${route}`;
    let bound = series.get(key);
    if (!bound) {
      bound = histogram.labels({ method, route, status: String(status) });
      series.set(key, bound);
    }
    bound.observe((performance.now() - started) / 1000);
  };
}
