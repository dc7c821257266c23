import { Hono } from 'hono';
import { paths } from '../../shared/paths';
import { unsubscribeMessages } from '../../shared/unsubscribe-messages';
import type { DomainDeps } from '../domain/deps';
import { UNSUBSCRIBE_API_PATH } from '../domain/subscription-alerts/alert-content';
import { unsubscribeByToken } from '../domain/subscription-alerts/unsubscribe';
import type { AppEnv } from '../http/context';
import { fail, ok } from '../http/envelope';

/** RFC 8058 §3.1: the body the mail client sends; anything longer is not one of ours. */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';
const BODY_MAX = 256;

/**
 * RFC 8058's form body, or the same field as JSON from the unsubscribe page (which talks through
 * the app's JSON client): `{"List-Unsubscribe": "One-Click"}`.
 */
function isOneClick(contentType: string, body: string): boolean {
  if (contentType.toLowerCase().startsWith('application/json')) {
    try {
      const value: unknown = JSON.parse(body);
      return (
        typeof value === 'object' && value !== null && Reflect.get(value, 'List-Unsubscribe') === 'One-Click'
      );
    } catch {
      return false;
    }
  }
  return new URLSearchParams(body).getAll('List-Unsubscribe').includes('One-Click');
}

/**
 * The unsubscribe link of alert mails (docs/decisions/024), mounted BEFORE the /api guards
 * (app.ts): a mail client's one-click POST sends a form body and no X-Requested-With. The token
 * in the address is the whole authority, so there is nothing a cross-site form could forge.
 * - POST with `List-Unsubscribe=One-Click` removes the subscription (the page's button sends the
 *   field as JSON); an unknown token answers 404 and changes nothing.
 * - GET never changes anything (link scanners open it): it sends people to the page.
 */
export function subscriptionUnsubscribeRoutes({ deps }: { deps: Pick<DomainDeps, 'db'> }) {
  const app = new Hono<AppEnv>();
  for (const path of [UNSUBSCRIBE_API_PATH, UNSUBSCRIBE_API_PATH.replace(/\/$/, '')]) {
    app.post(path, async (c) => {
      c.header('Cache-Control', 'no-store');
      const length = Number(c.req.header('content-length') ?? '0');
      if (!Number.isFinite(length) || length > BODY_MAX)
        return fail(c, 400, unsubscribeMessages.oneClickOnly);
      if (!isOneClick(c.req.header('content-type') ?? '', (await c.req.text()).slice(0, BODY_MAX)))
        return fail(c, 400, unsubscribeMessages.oneClickOnly);
      const token = c.req.query('token') ?? '';
      const removed = await unsubscribeByToken(deps, token);
      return removed ? ok(c, { removed: true }) : fail(c, 404, unsubscribeMessages.invalid);
    });
    app.get(path, (c) => {
      const token = c.req.query('token') ?? '';
      return c.redirect(`${paths.unsubscribe}#token=${encodeURIComponent(token)}`, 303);
    });
  }
  return app;
}
