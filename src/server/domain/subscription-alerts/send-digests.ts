import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { AlertDeps } from './deliver-alert';
import { deliverGrouped } from './deliver-grouped';

const DAY_MS = 86_400_000;
/** Moscow keeps UTC+3 all year (no daylight saving since 2014). */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;
const BATCH = 200;

/** The start of `now`'s day in Moscow, as an instant. */
export function moscowMidnight(now: Date): Date {
  return new Date(Math.floor((now.getTime() + MOSCOW_OFFSET_MS) / DAY_MS) * DAY_MS - MOSCOW_OFFSET_MS);
}

/**
 * Daily subscriptions whose time (`digest_minute`, Moscow) has come today and that had no digest
 * yet this Moscow day: one digest each of their unsent matches (the first DIGEST_LISTED_MAX and
 * «и ещё N»), and `last_digest_at` set in the same transaction, so a restart never sends a second
 * one the same day. A subscription with nothing new is marked too: what arrives after its time
 * waits for tomorrow's digest. Answers the number of digests queued.
 */
export async function sendDueDigests(deps: AlertDeps): Promise<number> {
  let queued = 0;
  for (;;) {
    const now = deps.now();
    const midnight = moscowMidnight(now);
    const slot = sql`(${midnight.toISOString()}::timestamptz + ${subscriptions.digestMinute} * interval '1 minute')`;
    const batch = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.frequency, 'daily'),
            isNull(subscriptions.pausedAt),
            sql`${slot} <= ${now.toISOString()}::timestamptz`,
            or(isNull(subscriptions.lastDigestAt), lt(subscriptions.lastDigestAt, midnight)),
          ),
        )
        .orderBy(asc(subscriptions.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return { size: 0, sent: 0 };
      const ids = due.map((row) => row.id);
      const sent = (await deliverGrouped(deps, tx, ids, now)).length;
      await tx.update(subscriptions).set({ lastDigestAt: now }).where(inArray(subscriptions.id, ids));
      return { size: due.length, sent };
    });
    queued += batch.sent;
    if (batch.size < BATCH) return queued;
  }
}
