import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { subscriptionMatches } from '../../db/schema';
import { DIGEST_LISTED_MAX } from './alert-content';
import { type AlertDeps, deliverAlert } from './deliver-alert';
import { lockUnsentMatches, markMatchesSent, type UnsentMatch } from './unsent-matches';

/** A guard, not a figure: the unsent matches of 200 subscriptions are far fewer. */
const MATCHES_PER_BATCH_MAX = 20_000;

/**
 * One message per subscription of `ids` carrying all its unsent matches: a single vacancy as an
 * alert, more as a list of the first DIGEST_LISTED_MAX and «и ещё N» (docs/decisions/024, 056).
 * Every match read is closed, sent or not (`sent_at` means «handled»). Answers the subscriptions
 * a message was queued for.
 */
export async function deliverGrouped(
  deps: AlertDeps,
  tx: Executor,
  ids: readonly number[],
  now: Date,
): Promise<number[]> {
  const matches = await lockUnsentMatches(
    tx,
    inArray(subscriptionMatches.subscriptionId, [...ids]),
    MATCHES_PER_BATCH_MAX,
    now,
  );
  const sentTo: number[] = [];
  for (const group of groupBySubscription(matches)) {
    const sendable = group.filter((match) => match.sendable);
    const first = sendable[0];
    if (!first) continue;
    const listed = sendable.slice(0, DIGEST_LISTED_MAX).map((match) => match.vacancy);
    const more = sendable.length - listed.length;
    if (await deliverAlert(deps, tx, first.recipient, listed, more))
      sentTo.push(first.recipient.subscriptionId);
  }
  await markMatchesSent(
    tx,
    matches.map((match) => ({ subscriptionId: match.recipient.subscriptionId, vacancyId: match.vacancy.id })),
    now,
  );
  return sentTo;
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
