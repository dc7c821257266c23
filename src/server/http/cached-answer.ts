import { type CachedAnswer, gzipOf } from '../cache/public-list-cache';
import { acceptsGzip, GZIP_THRESHOLD_BYTES } from './accepts-gzip';
import type { AppContext } from './context';

/** Public lists may be kept by any cache, but must be revalidated (ETag) before each use. */
export const PUBLIC_LIST_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` is ignored on both sides. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Sends a cached answer as it is stored: 304 when the client holds the same bytes, otherwise
 * the JSON (pre-gzipped when accepted, so the compress middleware leaves it alone).
 */
export function sendCachedAnswer(c: AppContext, answer: CachedAnswer): Response {
  c.header('Cache-Control', PUBLIC_LIST_CACHE_CONTROL);
  c.header('ETag', answer.etag);
  c.header('Vary', 'Accept-Encoding');
  if (matchesIfNoneMatch(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json; charset=UTF-8');
  if (answer.json.length >= GZIP_THRESHOLD_BYTES && acceptsGzip(c.req.header('accept-encoding'))) {
    c.header('Content-Encoding', 'gzip');
    return c.body(gzipOf(answer));
  }
  return c.body(answer.json);
}
