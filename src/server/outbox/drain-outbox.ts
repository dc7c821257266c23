import type { DomainDeps } from '../domain/deps';
import { createLogger } from '../logger';
import { createOutboxWorker, type OutboxWorkerOptions } from './outbox-worker';

/**
 * Runs the outbox worker in the caller until no row is due, sending for real through
 * `deps.notifier` and `deps.mailer`: what tests (and scripts) call after an action instead of
 * waiting for the server's poll. Rows waiting for a retry are not due and stay. Answers how many
 * rows were claimed.
 */
export async function drainOutbox(
  deps: Pick<DomainDeps, 'db' | 'notifier' | 'mailer' | 'now'>,
  options: OutboxWorkerOptions = {},
): Promise<number> {
  const worker = createOutboxWorker(
    {
      db: deps.db,
      databaseKind: 'postgres',
      notifier: deps.notifier,
      mailer: deps.mailer,
      now: deps.now,
      logger: createLogger('silent'),
    },
    options,
  );
  let total = 0;
  for (;;) {
    const claimed = await worker.runOnce();
    if (claimed === 0) return total;
    total += claimed;
  }
}
