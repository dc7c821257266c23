import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { subscriptionMatches, subscriptions } from '../../db/schema';
import type { AlertDeps } from './deliver-alert';
import { deliverGrouped } from './deliver-grouped';

const BATCH = 200;

/**
 * How «right away» stays one message for a burst (docs/decisions/056): a subscription's first
 * unsent match waits `settleMs` for the rest of a burst (a company publishing several vacancies
 * in a row), and after an alert the next waits out `gapMs`, carrying whatever came meanwhile.
 * So one subscription gets at most one alert per gap, however fast vacancies are published.
 */
export const INSTANT_GROUPING = { settleMs: 60_000, gapMs: 10 * 60_000 } as const;

/**
 * «Right away» subscriptions: one message per subscription whose matches are due, all its unsent
 * matches grouped in it, queued in the outbox in the transaction that marks them sent, so a crash
 * either leaves both undone or both done. Batches until nothing is due; answers the number of
 * alerts queued.
 */
export async function deliverInstantAlerts(deps: AlertDeps): Promise<number> {
  let queued = 0;
  for (;;) {
    const now = deps.now();
    const { settleMs, gapMs } = deps.grouping ?? INSTANT_GROUPING;
    const settled = new Date(now.getTime() - settleMs);
    const gapStart = new Date(now.getTime() - gapMs);
    const batch = await deps.db.transaction(async (tx) => {
      // From the few unsent matches (a partial index), never a scan of every subscription.
      const waiting = tx
        .selectDistinct({ id: subscriptionMatches.subscriptionId })
        .from(subscriptionMatches)
        .where(and(isNull(subscriptionMatches.sentAt), lte(subscriptionMatches.matchedAt, settled)));
      const due = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            inArray(subscriptions.id, waiting),
            eq(subscriptions.frequency, 'instant'),
            or(isNull(subscriptions.lastAlertAt), lte(subscriptions.lastAlertAt, gapStart)),
          ),
        )
        .orderBy(asc(subscriptions.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return { size: 0, sent: 0 };
      const sentTo = await deliverGrouped(
        deps,
        tx,
        due.map((row) => row.id),
        now,
      );
      if (sentTo.length > 0)
        await tx.update(subscriptions).set({ lastAlertAt: now }).where(inArray(subscriptions.id, sentTo));
      return { size: due.length, sent: sentTo.length };
    });
    queued += batch.sent;
    if (batch.size < BATCH) return queued;
  }
}
