import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { randomToken } from '../auth/tokens';
import type { Logger } from '../logger';
import type { AppEnv } from './context';

/**
 * Paths that are themselves secrets, wherever the app runs: a file's token is all a public
 * picture needs (routes/files.routes.ts), so `/files/<token>/` is logged as its pattern.
 */
const SECRET_PATHS = ['/files/'];

/**
 * One structured line per request. Only the path is logged, never the query string: it may hold
 * initData (logout's query parameter, docs/product.md#api-calls), a signed download address's
 * signature or other secrets. A path under SECRET_PATHS or one of `patternOnly` holds a secret
 * itself (a file's token, the bot's webhook): its route's pattern is logged.
 */
export function requestLog(logger: Logger, patternOnly: readonly string[] = []): MiddlewareHandler<AppEnv> {
  const secretPaths = [...SECRET_PATHS, ...patternOnly];
  // A random prefix per instance and a counter: unique across instances, no randomness per request.
  const instance = randomToken(6);
  let sequence = 0;
  return async (c, next) => {
    const started = performance.now();
    sequence += 1;
    const requestId = `${instance}-${sequence.toString(36)}`;
    c.set('requestId', requestId);
    c.header('X-Request-Id', requestId);
    await next();
    const status = c.res.status;
    const fields = {
      requestId,
      method: c.req.method,
      path: secretPaths.some((prefix) => c.req.path.startsWith(prefix)) ? routePath(c) : c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error('request', fields);
    else if (c.req.path.startsWith('/api/') || status >= 400) logger.info('request', fields);
    else logger.debug('request', fields);
  };
}
