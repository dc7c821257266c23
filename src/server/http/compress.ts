import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { LruMap } from '../cache/lru';
import { acceptsGzip, GZIP_THRESHOLD_BYTES } from './accepts-gzip';
import type { AppEnv } from './context';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
/** Hashed build files never change: each is compressed once per instance. */
const IMMUTABLE_ENTRIES = 300;

/**
 * Gzip for the answers that gain from it. Unlike hono/compress it skips small bodies whose
 * length it only learns by reading them (c.json sets no Content-Length), and compresses in one
 * synchronous call: for bodies of a few KB that takes microseconds, where a CompressionStream
 * costs a thread-pool round trip per answer — the measured bottleneck of a small JSON API.
 */
export function compressResponses(): MiddlewareHandler<AppEnv> {
  const immutable = new LruMap<string, Uint8Array<ArrayBuffer>>(IMMUTABLE_ENTRIES);
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 304) return;
    if (res.headers.has('content-encoding') || !acceptsGzip(c.req.header('accept-encoding'))) return;
    if (!COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return;
    const declared = res.headers.get('content-length');
    if (declared !== null && Number(declared) < GZIP_THRESHOLD_BYTES) return;

    const cacheKey = res.headers.get('cache-control')?.includes('immutable') ? c.req.path : null;
    let gzipped = cacheKey ? immutable.get(cacheKey) : undefined;
    if (gzipped) {
      await res.body.cancel();
    } else {
      const raw = new Uint8Array(await res.arrayBuffer());
      if (raw.length < GZIP_THRESHOLD_BYTES) {
        replace(c, new Response(raw, res));
        return;
      }
      gzipped = gzipSync(raw);
      if (cacheKey) immutable.set(cacheKey, gzipped);
    }
    const headers = new Headers(res.headers);
    headers.set('content-encoding', 'gzip');
    headers.set('content-length', String(gzipped.length));
    headers.append('vary', 'Accept-Encoding');
    replace(c, new Response(gzipped, { status: res.status, statusText: res.statusText, headers }));
  };
}

/** Hono merges the old answer's headers into a new one (a stale Content-Length): clear it first. */
function replace(c: Parameters<MiddlewareHandler<AppEnv>>[0], response: Response): void {
  c.res = undefined;
  c.res = response;
}
