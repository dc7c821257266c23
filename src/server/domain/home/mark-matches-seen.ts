import { and, inArray, isNull, sql } from 'drizzle-orm';
import { subscriptionMatches, subscriptions } from '../../db/schema';
import type { DomainDeps } from '../deps';

/**
 * POST /api/home/seen/: the student has seen these new vacancies of their saved searches (all of
 * them without `vacancyIds`). Only the student's own subscriptions are touched; a match already
 * seen keeps its first time. Answers how many were marked.
 */
export async function markMatchesSeen(
  deps: DomainDeps,
  studentId: number,
  vacancyIds: readonly number[] | undefined,
): Promise<{ marked: number }> {
  const own = sql`${subscriptionMatches.subscriptionId} in (select ${subscriptions.id} from ${subscriptions} where ${subscriptions.studentId} = ${studentId})`;
  const marked = await deps.db
    .update(subscriptionMatches)
    .set({ seenAt: deps.now() })
    .where(
      and(
        own,
        isNull(subscriptionMatches.seenAt),
        vacancyIds ? inArray(subscriptionMatches.vacancyId, [...vacancyIds]) : undefined,
      ),
    )
    .returning({ vacancyId: subscriptionMatches.vacancyId });
  return { marked: new Set(marked.map((row) => row.vacancyId)).size };
}
