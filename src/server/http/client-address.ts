import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from './context';

/**
 * The client's address for rate limits. X-Forwarded-For is trusted only when TRUST_PROXY says a
 * proxy we run sets it; then its last hop is the one our proxy saw.
 */
export function clientAddress(c: AppContext, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}
