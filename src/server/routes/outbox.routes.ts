import { outboxHealth, outboxRetry } from '../../shared/contract/endpoints/outbox.endpoints';
import type { DomainDeps } from '../domain/deps';
import { readOutboxHealth, retryFailedMessages } from '../domain/outbox/outbox-health';
import { DeclaredRoutes } from '../http/declared-routes';
import { ok } from '../http/envelope';

/** The outbox's health and the retry of failed messages (admins; docs/decisions/022-durable-outbox.md). */
export function outboxRoutes({ deps }: { deps: DomainDeps }) {
  return new DeclaredRoutes()
    .on(outboxHealth, async (c) => ok(c, await readOutboxHealth(deps)))
    .on(outboxRetry, async (c) =>
      ok(c, { retried: await retryFailedMessages(deps, c.req.valid('json').ids) }),
    );
}
