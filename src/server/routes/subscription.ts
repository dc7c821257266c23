import { Hono } from 'hono';
import {
  SubscriptionCreateSchema,
  SubscriptionDestroySchema,
  SubscriptionUpdateSchema,
} from '../../shared/contract/subscription';
import type { DomainDeps } from '../domain/deps';
import { createSubscription } from '../domain/subscriptions/create-subscription';
import { destroySubscription } from '../domain/subscriptions/destroy-subscription';
import { listSubscriptions } from '../domain/subscriptions/list-subscriptions';
import { updateSubscription } from '../domain/subscriptions/update-subscription';
import type { AppEnv } from '../http/context';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { requireAccount } from '../http/require-account';

/**
 * Saved searches (issue 13, docs/decisions/023): a student's own only; the student comes from the
 * session. Guests 401, companies and admins 403. Thin handlers: the rules live in
 * domain/subscriptions/.
 */
export function subscriptionRoutes({ deps }: { deps: DomainDeps }) {
  const app = new Hono<AppEnv>();

  app.post('/subscription/', async (c) => {
    const auth = requireAccount(c, ['student']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, SubscriptionCreateSchema);
    if (!body.ok) return body.response;
    const result = await createSubscription(deps, auth.session.accountId, body.value);
    return result.ok ? ok(c, result.value, 201) : failFromDomain(c, result);
  });

  app.get('/subscription/getItems', async (c) => {
    const auth = requireAccount(c, ['student']);
    if (!auth.ok) return auth.response;
    return ok(c, await listSubscriptions(deps, auth.session.accountId));
  });

  app.post('/subscription/update/', async (c) => {
    const auth = requireAccount(c, ['student']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, SubscriptionUpdateSchema);
    if (!body.ok) return body.response;
    const result = await updateSubscription(deps, auth.session.accountId, body.value);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.post('/subscription/destroy/', async (c) => {
    const auth = requireAccount(c, ['student']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, SubscriptionDestroySchema);
    if (!body.ok) return body.response;
    const result = await destroySubscription(deps, auth.session.accountId, body.value.id);
    return result.ok ? ok(c, null) : failFromDomain(c, result);
  });

  return app;
}
