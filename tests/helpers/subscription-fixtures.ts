import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/server/db/client';
import { subscriptions } from '../../src/server/db/schema';

/**
 * A saved search straight into the table (the create endpoint is h-subs' part of issue 13);
 * the database's trigger fills its match_* columns as for any writer.
 */
export async function insertSubscription(
  db: Database,
  values: {
    studentId: number;
    query: Record<string, unknown>;
    channel?: 'telegram' | 'email';
    frequency?: 'instant' | 'daily';
    digestMinute?: number;
    pausedAt?: Date | null;
  },
) {
  const [row] = await db
    .insert(subscriptions)
    .values({
      channel: 'email',
      frequency: 'instant',
      ...values,
      unsubscribeToken: randomBytes(32).toString('base64url'),
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}
