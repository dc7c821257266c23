import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { subscriptionMatches, subscriptions } from '../../db/schema';
import { DIGEST_LISTED_MAX } from './alert-content';
import { type AlertDeps, deliverAlert } from './deliver-alert';
import { lockUnsentMatches, markMatchesSent, type UnsentMatch } from './unsent-matches';

const DAY_MS = 86_400_000;
/** Moscow keeps UTC+3 all year (no daylight saving since 2014). */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;
const BATCH = 200;
/** A guard, not a figure: a day's matches for 200 subscriptions are far fewer. */
const MATCHES_PER_BATCH_MAX = 20_000;

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
      const matches = await lockUnsentMatches(
        tx,
        inArray(subscriptionMatches.subscriptionId, ids),
        MATCHES_PER_BATCH_MAX,
        now,
      );
      let sent = 0;
      for (const group of groupBySubscription(matches)) {
        const sendable = group.filter((match) => match.sendable);
        const first = sendable[0];
        if (!first) continue;
        const listed = sendable.slice(0, DIGEST_LISTED_MAX).map((match) => match.vacancy);
        const more = sendable.length - listed.length;
        if (await deliverAlert(deps, tx, first.recipient, listed, more)) sent += 1;
      }
      await markMatchesSent(
        tx,
        matches.map((match) => ({
          subscriptionId: match.recipient.subscriptionId,
          vacancyId: match.vacancy.id,
        })),
        now,
      );
      await tx.update(subscriptions).set({ lastDigestAt: now }).where(inArray(subscriptions.id, ids));
      return { size: due.length, sent };
    });
    queued += batch.sent;
    if (batch.size < BATCH) return queued;
  }
}

function groupBySubscription(matches: readonly UnsentMatch[]): UnsentMatch[][] {
  const groups = new Map<number, UnsentMatch[]>();
  for (const match of matches) {
    const group = groups.get(match.recipient.subscriptionId) ?? [];
    group.push(match);
    groups.set(match.recipient.subscriptionId, group);
  }
  return [...groups.values()];
}
