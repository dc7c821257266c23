import type { MiddlewareHandler } from 'hono';
import { resolveSession } from '../auth/sessions';
import type { DomainDeps } from '../domain/deps';
import { findPending } from '../domain/two-factor/pending';
import type { AppEnv } from './context';
import { type CookiePolicy, readSessionCookie } from './session-cookie';

/**
 * Finds the session of the request: the Mini App sends `Authorization: Bearer …` (cookies are
 * unreliable in Telegram's webviews), the website sends the cookie. Bearer wins when both come.
 */
export function loadSession(deps: DomainDeps, policy: CookiePolicy): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const authorization = c.req.header('authorization');
    const bearer = authorization?.match(/^Bearer ([\w-]{16,200})$/)?.[1];
    const credential = bearer ?? readSessionCookie(c, policy);
    const found = credential ? await resolveSession(deps.db, credential, deps.now()) : null;
    // A session waiting for the admin's second factor is no session, except to /api/two-factor/.
    const pending = found ? await findPending(deps.db, found, deps.now()) : null;
    const session = pending ? null : found;
    c.set('session', session);
    c.set('pendingSecondFactor', pending?.live ? pending.record : null);
    c.set('credentialSource', session ? (bearer ? 'bearer' : 'cookie') : null);
    c.set('bearerCredential', session && bearer ? bearer : null);
    await next();
  };
}
