import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/server/db/client';
import { subscriptionMatches, subscriptions } from '../../src/server/db/schema';

/**
 * A saved search of `studentId` with these vacancies already matched (what the matcher writes,
 * domain/subscriptions on its own branch): the home reads `subscription_matches` only.
 */
export async function subscriptionWithMatches(
  db: Database,
  studentId: number,
  vacancyIds: readonly number[],
  matchedAt: Date,
): Promise<number> {
  const [row] = await db
    .insert(subscriptions)
    .values({
      studentId,
      query: { text: 'стажировка' },
      channel: 'email',
      frequency: 'instant',
      unsubscribeToken: randomBytes(32).toString('base64url'),
    })
    .returning({ id: subscriptions.id });
  if (!row) throw new Error('insert failed');
  if (vacancyIds.length > 0)
    await db
      .insert(subscriptionMatches)
      .values(vacancyIds.map((vacancyId) => ({ subscriptionId: row.id, vacancyId, matchedAt })));
  return row.id;
}
