import {
  subscriptionCreate,
  subscriptionDestroy,
  subscriptionList,
  subscriptionUpdate,
} from '../../shared/contract/endpoints/subscription.endpoints';
import type { DomainDeps } from '../domain/deps';
import { createSubscription } from '../domain/subscriptions/create-subscription';
import { destroySubscription } from '../domain/subscriptions/destroy-subscription';
import { listSubscriptions } from '../domain/subscriptions/list-subscriptions';
import { updateSubscription } from '../domain/subscriptions/update-subscription';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';

/**
 * Saved searches (issue 13, docs/decisions/023): a student's own only; the student comes from the
 * session. Guests 401, companies and admins 403. Thin handlers: the rules live in
 * domain/subscriptions/.
 */
export function subscriptionRoutes({ deps }: { deps: DomainDeps }) {
  return new DeclaredRoutes()
    .on(subscriptionCreate, async (c, session) => {
      const result = await createSubscription(deps, session.accountId, c.req.valid('json'));
      return result.ok ? ok(c, result.value, 201) : failFromDomain(c, result);
    })
    .on(subscriptionList, async (c, session) => ok(c, await listSubscriptions(deps, session.accountId)))
    .on(subscriptionUpdate, async (c, session) => {
      const result = await updateSubscription(deps, session.accountId, c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(subscriptionDestroy, async (c, session) => {
      const result = await destroySubscription(deps, session.accountId, c.req.valid('json').id);
      return result.ok ? ok(c, null) : failFromDomain(c, result);
    });
}
