import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SubscriptionItem } from '../../../shared/contract/subscription.contract';
import type { Executor } from '../../db/client';
import { subscriptionMatches, subscriptions } from '../../db/schema';
import { queryParams } from './subscription-query';

/**
 * The student's saved searches as the API shows them (newest first), with how many vacancies
 * were found for each and how many the student has not seen. `ids` narrows to those rows.
 */
export async function readSubscriptionItems(
  db: Executor,
  studentId: number,
  ids?: readonly number[],
): Promise<SubscriptionItem[]> {
  const own = eq(subscriptions.studentId, studentId);
  const where = ids ? and(own, inArray(subscriptions.id, [...ids])) : own;
  const rows = await db
    .select({
      id: subscriptions.id,
      query: subscriptions.query,
      channel: subscriptions.channel,
      frequency: subscriptions.frequency,
      digestMinute: subscriptions.digestMinute,
      pausedAt: subscriptions.pausedAt,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .where(where)
    .orderBy(desc(subscriptions.id));
  if (rows.length === 0) return [];
  const counts = await db
    .select({
      id: subscriptionMatches.subscriptionId,
      matches: count(),
      unseen: sql<number>`count(*) filter (where ${isNull(subscriptionMatches.seenAt)})`.mapWith(Number),
    })
    .from(subscriptionMatches)
    .where(
      inArray(
        subscriptionMatches.subscriptionId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(subscriptionMatches.subscriptionId);
  const byId = new Map(counts.map((row) => [row.id, row]));
  return rows.map((row) => ({
    id: row.id,
    query: queryParams(row.query),
    channel: row.channel,
    frequency: row.frequency,
    digestMinute: row.digestMinute,
    paused: row.pausedAt !== null,
    matches: byId.get(row.id)?.matches ?? 0,
    unseen: byId.get(row.id)?.unseen ?? 0,
    createdAt: row.createdAt.toISOString(),
  }));
}
