import { Hono } from 'hono';
import { OutboxRetryRequestSchema } from '../../shared/contract/outbox';
import type { DomainDeps } from '../domain/deps';
import { readOutboxHealth, retryFailedMessages } from '../domain/outbox/outbox-health';
import type { AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { requireAccount } from '../http/require-account';

/** The outbox's health and the retry of failed messages (admins; docs/decisions/022-durable-outbox.md). */
export function outboxRoutes({ deps }: { deps: DomainDeps }) {
  const app = new Hono<AppEnv>();

  app.get('/outbox/health', async (c) => {
    const auth = requireAccount(c, ['admin']);
    if (!auth.ok) return auth.response;
    return ok(c, await readOutboxHealth(deps));
  });

  app.post('/outbox/retry/', async (c) => {
    const auth = requireAccount(c, ['admin']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, OutboxRetryRequestSchema);
    if (!body.ok) return body.response;
    return ok(c, { retried: await retryFailedMessages(deps, body.value.ids) });
  });

  return app;
}
