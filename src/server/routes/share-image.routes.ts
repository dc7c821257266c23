import { Hono } from 'hono';
import * as v from 'valibot';
import { IdParamSchema } from '../../shared/contract/query';
import { messages } from '../../shared/messages';
import { createMemoryRateLimiter, type RateLimitRule } from '../auth/rate-limit';
import type { DomainDeps } from '../domain/deps';
import {
  createShareImages,
  type ShareImageKind,
  type ShareImages,
  type ShareSubject,
} from '../domain/share-images/share-image-store';
import { clientAddress } from '../http/client-address';
import type { AppContext, AppEnv } from '../http/context';
import { fail } from '../http/envelope';
import { rateLimited } from '../http/rate-limited';

/** Drawings one address may cause per minute; images already drawn are served without counting. */
const SHARE_IMAGE_RATE_LIMIT: RateLimitRule = { limit: 30, windowMs: 60_000 };

/**
 * Link previews fetch the image when a link is shared and keep it; browsers and proxies may keep
 * it ten minutes, then ask again with the ETag (an edit changes it: share-image-store.ts).
 */
const IMAGE_CACHE = 'public, max-age=600';

type ShareImageRouteOptions = {
  deps: DomainDeps;
  trustProxy: boolean;
  images?: ShareImages;
  /** Drawings per client address; null: none. */
  rateLimit?: RateLimitRule | null;
};

/**
 * GET /og/vacancy/:id.png, /og/company/:id.png and /og/board.png (docs/decisions/067-share-images.md):
 * the share image of what a guest may see, 404 otherwise. Outside /api: a link preview sends no
 * X-Requested-With. An image this process holds costs one read of what it says; a drawing counts
 * toward the caller's limit (in memory, as searches do: docs/decisions/030).
 */
export function shareImageRoutes(options: ShareImageRouteOptions) {
  const { deps, trustProxy } = options;
  const images = options.images ?? createShareImages();
  const rule = options.rateLimit === undefined ? SHARE_IMAGE_RATE_LIMIT : options.rateLimit;
  const drawings = rule ? createMemoryRateLimiter(rule) : null;
  const app = new Hono<AppEnv>();

  const send = (c: AppContext, png: Buffer, etag: string) =>
    c.body(new Uint8Array(png), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': IMAGE_CACHE,
      ETag: etag,
      // Made to be shown on other sites (chats, social networks), unlike everything else we serve.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });

  /** The subject a file name names (`42.png`), or null. */
  const subjectOf = (c: AppContext, kind: ShareImageKind): ShareSubject | null => {
    const match = (c.req.param('file') ?? '').match(/^([^.]+)\.png$/);
    const id = match?.[1] ? v.safeParse(IdParamSchema, match[1]) : null;
    return id?.success ? { kind, id: id.output } : null;
  };

  const answer = async (c: AppContext, subject: ShareSubject | null, notFound: string) => {
    if (!subject) return fail(c, 404, notFound);
    const now = deps.now();
    const picture = await images.find(deps.db, subject, now);
    if (!picture) return fail(c, 404, notFound);
    if (c.req.header('if-none-match') === picture.etag) {
      return c.body(null, 304, {
        'Cache-Control': IMAGE_CACHE,
        ETag: picture.etag,
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
    }
    const cached = images.cached(picture);
    if (cached) return send(c, cached, picture.etag);
    if (drawings && rule) {
      const hit = drawings.hit(clientAddress(c, trustProxy), now);
      if (hit.count > rule.limit) {
        const seconds = Math.max(1, Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000));
        return rateLimited(c, messages.shareImageRateLimited, seconds);
      }
    }
    const png = await images.draw(picture);
    if (png === 'busy') {
      c.header('Retry-After', '5');
      return fail(c, 503, messages.shareImageBusy);
    }
    return send(c, png, picture.etag);
  };

  app.get('/og/vacancy/:file', (c) => answer(c, subjectOf(c, 'vacancy'), messages.vacancyNotFound));
  app.get('/og/company/:file', (c) => answer(c, subjectOf(c, 'company'), messages.companyNotFound));
  app.get('/og/board.png', (c) => answer(c, { kind: 'board' }, messages.fileNotFound));
  return app;
}
