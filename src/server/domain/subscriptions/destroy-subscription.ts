import { and, eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import { subscriptionMessages } from './subscription-messages';

/**
 * POST /api/subscription/destroy/: deletes one of the student's own saved searches with what was
 * found for it (foreign key cascade). Another student's id is «not found», never «forbidden».
 */
export async function destroySubscription(
  deps: DomainDeps,
  studentId: number,
  id: number,
): Promise<DomainResult<null>> {
  const deleted = await deps.db
    .delete(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.studentId, studentId)))
    .returning({ id: subscriptions.id });
  return deleted.length > 0 ? success(null) : failure('not-found', subscriptionMessages.notFound);
}
