import { outbox } from '../../src/server/db/schema';
import { adminOnly, at, type Row, row } from './cells';
import type { World } from './world';

/** A failed mail for the retry cells to consume. */
async function failedMessage(w: World): Promise<number> {
  const [queued] = await w.db
    .insert(outbox)
    .values({
      channel: 'mail',
      topic: 'password-reset',
      payload: { channel: 'mail', message: { to: 'x@example.ru', subject: 'Тема', text: 'Текст' } },
      attempts: 3,
      lastError: 'smtp-550',
      failedAt: w.t.clock.now(),
    })
    .returning({ id: outbox.id });
  return queued?.id ?? 0;
}

/** The outbox's health and retries (docs/decisions/022-durable-outbox.md): admins only. */
export const OUTBOX_ROWS: readonly Row[] = [
  row('GET', '/api/outbox/health', adminOnly(200), at('/api/outbox/health')),
  row('POST', '/api/outbox/retry/', adminOnly(200), async (w) => ({
    path: '/api/outbox/retry/',
    json: { ids: [await failedMessage(w)] },
  })),
];
