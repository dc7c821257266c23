import type { MiddlewareHandler } from 'hono';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { AppEnv } from './context';
import { fail } from './envelope';

/**
 * Every /api call carries X-Requested-With (docs/product.md#api-calls). A cross-site form or image cannot set
 * it, and a cross-site script cannot without a CORS preflight we never grant: a CSRF barrier.
 */
export const requireXhrHeader: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header(XHR_HEADER) !== XHR_HEADER_VALUE) return fail(c, 403, messages.xhrRequired);
  await next();
};

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests with a body must be JSON (docs/design.md#api-rules); multipart uploads are allowed
 * only on the paths listed. A bodiless POST (logout) is fine.
 */
export function requireJsonBody(multipartPaths: readonly string[] = []): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (BODYLESS_METHODS.has(c.req.method)) return next();
    const length = c.req.header('content-length');
    const hasBody =
      (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    if (!hasBody) return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (type === 'application/json') return next();
    if (type === 'multipart/form-data' && multipartPaths.includes(c.req.path)) return next();
    return fail(c, 415, messages.jsonRequired);
  };
}
