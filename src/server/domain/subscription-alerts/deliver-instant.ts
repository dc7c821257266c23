import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { type AlertDeps, deliverAlert } from './deliver-alert';
import { lockUnsentMatches, markMatchesSent } from './unsent-matches';

const BATCH = 200;

/**
 * «Right away» subscriptions: one alert per new match, queued in the outbox in the transaction
 * that marks the match sent, so a crash either leaves both undone or both done. Batches until
 * nothing is left; answers the number of alerts queued.
 */
export async function deliverInstantAlerts(deps: AlertDeps): Promise<number> {
  let queued = 0;
  for (;;) {
    const now = deps.now();
    const batch = await deps.db.transaction(async (tx) => {
      const matches = await lockUnsentMatches(tx, eq(subscriptions.frequency, 'instant'), BATCH, now);
      let sent = 0;
      for (const match of matches) {
        if (match.sendable && (await deliverAlert(deps, tx, match.recipient, [match.vacancy], 0))) sent += 1;
      }
      await markMatchesSent(
        tx,
        matches.map((match) => ({
          subscriptionId: match.recipient.subscriptionId,
          vacancyId: match.vacancy.id,
        })),
        now,
      );
      return { size: matches.length, sent };
    });
    queued += batch.sent;
    if (batch.size < BATCH) return queued;
  }
}
