import { and, desc, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { OUTBOX_FAILURES_SHOWN, type OutboxHealth } from '../../../shared/contract/outbox.contract';
import { outbox } from '../../db/schema';
import type { DomainDeps } from '../deps';

/**
 * GET /api/outbox/health (admins): the counts and the latest failures of the outbox
 * (docs/decisions/022-durable-outbox.md). Ages come from the database's clock, as the worker's
 * times do. No recipient and no body leave this function: only topic, channel and error code.
 */
export async function readOutboxHealth(deps: Pick<DomainDeps, 'db'>): Promise<OutboxHealth> {
  const [counts] = await deps.db
    .select({
      waiting:
        sql<number>`count(*) filter (where ${outbox.failedAt} is null and ${outbox.attempts} = 0)`.mapWith(
          Number,
        ),
      retrying:
        sql<number>`count(*) filter (where ${outbox.failedAt} is null and ${outbox.attempts} > 0)`.mapWith(
          Number,
        ),
      failed: sql<number>`count(*) filter (where ${outbox.failedAt} is not null)`.mapWith(Number),
      oldest: sql<
        number | null
      >`extract(epoch from now() - min(${outbox.createdAt}) filter (where ${outbox.failedAt} is null))`,
    })
    .from(outbox)
    .where(isNull(outbox.sentAt));
  const failures = await deps.db
    .select({
      id: outbox.id,
      topic: outbox.topic,
      channel: outbox.channel,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      failedAt: outbox.failedAt,
      nextAttemptAt: outbox.nextAttemptAt,
    })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNotNull(outbox.lastError)))
    .orderBy(desc(sql`coalesce(${outbox.failedAt}, ${outbox.nextAttemptAt})`), desc(outbox.id))
    .limit(OUTBOX_FAILURES_SHOWN);
  const oldest = counts?.oldest === null || counts?.oldest === undefined ? null : Number(counts.oldest);
  return {
    waiting: counts?.waiting ?? 0,
    retrying: counts?.retrying ?? 0,
    failed: counts?.failed ?? 0,
    oldestWaitingSeconds: oldest === null ? null : Math.max(0, Math.round(oldest)),
    failures: failures.map((row) => ({
      id: row.id,
      topic: row.topic,
      channel: row.channel,
      attempts: row.attempts,
      lastError: row.lastError,
      state: row.failedAt ? ('failed' as const) : ('retrying' as const),
      at: (row.failedAt ?? row.nextAttemptAt).toISOString(),
    })),
  };
}

/**
 * POST /api/outbox/retry/ (admins): failed messages become due now with a fresh count of
 * attempts; the worker sends them at its next poll. Sent or still-open rows are left alone.
 */
export async function retryFailedMessages(
  deps: Pick<DomainDeps, 'db'>,
  ids: readonly number[],
): Promise<number> {
  const rows = await deps.db
    .update(outbox)
    .set({ failedAt: null, attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(inArray(outbox.id, [...ids]), isNotNull(outbox.failedAt), isNull(outbox.sentAt)))
    .returning({ id: outbox.id });
  return rows.length;
}
