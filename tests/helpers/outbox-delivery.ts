import type { DomainDeps } from '../../src/server/domain/deps';
import { createLogger } from '../../src/server/logger';
import type { Notification, Notifier } from '../../src/server/notify/notifier';
import { createOutboxWorker } from '../../src/server/outbox/outbox-worker';

export { drainOutbox } from '../../src/server/outbox/drain-outbox';

/** What a recording notifier received: one notification for one chat, as the worker sends it. */
export type SentNotification = { chatId: number; notification: Notification };

/**
 * A Notifier that keeps what the outbox worker hands it (API suites that check who heard what;
 * the rendering and the Bot API are covered by bot/telegram-notifier.db.test.ts with the fake).
 */
export function recordingNotifier(sent: SentNotification[]): Notifier {
  return {
    async send(chatId, notification) {
      sent.push({ chatId, notification });
    },
  };
}

/**
 * The server's worker, polling in the test process (for flows whose mail is queued after the
 * answer, such as password recovery): stop it before closing the database.
 */
export async function runOutboxWorker(deps: Pick<DomainDeps, 'db' | 'notifier' | 'mailer' | 'now'>) {
  const worker = createOutboxWorker(
    { ...deps, databaseKind: 'postgres', logger: createLogger('silent') },
    { pollMs: 50 },
  );
  await worker.start();
  return worker;
}
