import {
  subscriptionUnsubscribe,
  subscriptionUnsubscribePage,
} from '../../shared/contract/endpoints/subscription.endpoints';
import { UnsubscribeOneClickSchema } from '../../shared/contract/subscription.contract';
import { paths } from '../../shared/paths';
import { unsubscribeMessages } from '../../shared/unsubscribe-messages';
import type { DomainDeps } from '../domain/deps';
import { unsubscribeByToken } from '../domain/subscription-alerts/unsubscribe';
import type { AppContext } from '../http/context';
import { DeclaredRoutes } from '../http/declared-routes';
import { fail, ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';

/** RFC 8058 §3.1: the body a mail client sends with its one-click POST. */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';
const BODY_MAX = 256;

/**
 * Whether the body is the one-click request, or the failure to answer. Read here, not by the
 * declaration (`bodyReadByHandler`): a mail client sends a form, the unsubscribe page the same
 * field as JSON through the app's client.
 */
async function readOneClick(c: AppContext): Promise<Response | null> {
  const length = Number(c.req.header('content-length') ?? '0');
  if (!Number.isFinite(length) || length > BODY_MAX) return fail(c, 400, unsubscribeMessages.oneClickOnly);
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    const parsed = await parseJsonBody(c, UnsubscribeOneClickSchema);
    return parsed.ok ? null : parsed.response;
  }
  const form = new URLSearchParams((await c.req.text()).slice(0, BODY_MAX));
  return form.getAll('List-Unsubscribe').includes('One-Click')
    ? null
    : fail(c, 400, unsubscribeMessages.oneClickOnly);
}

/**
 * The unsubscribe link of alert mails (docs/decisions/024), mounted BEFORE the /api guards
 * (api-app.ts): a mail client's one-click POST sends a form body and no X-Requested-With. The token
 * in the address is the whole authority, so there is nothing a cross-site form could forge.
 * - POST with `List-Unsubscribe=One-Click` (a form, or the same field as JSON from the page)
 *   removes the subscription; an unknown token answers 404 and changes nothing.
 * - GET never changes anything (link scanners open it): 303 to the page with the confirm button.
 */
export function subscriptionUnsubscribeRoutes({ deps }: { deps: Pick<DomainDeps, 'db'> }) {
  return new DeclaredRoutes()
    .on(subscriptionUnsubscribe, async (c) => {
      c.header('Cache-Control', 'no-store');
      const refused = await readOneClick(c);
      if (refused) return refused;
      const removed = await unsubscribeByToken(deps, c.req.valid('query').token);
      return removed ? ok(c, { removed: true }) : fail(c, 404, unsubscribeMessages.invalid);
    })
    .on(subscriptionUnsubscribePage, (c) => {
      c.header('Cache-Control', 'no-store');
      c.header('Location', `${paths.unsubscribe}#token=${encodeURIComponent(c.req.query('token') ?? '')}`);
      // Browsers follow the Location; anything else reads why nothing happened.
      return fail(c, 303, unsubscribeMessages.openPage);
    });
}
