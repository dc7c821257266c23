import { and, eq } from 'drizzle-orm';
import type { SubscriptionItem, SubscriptionUpdate } from '../../../shared/contract/subscription.contract';
import { subscriptions } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainFailure, type DomainResult, failure, success } from '../result';
import {
  lockStudent,
  ownQueryKeys,
  refuseChannel,
  refuseDenied,
  refuseUnknownPlaces,
} from './subscription-guards';
import { subscriptionMessages } from './subscription-messages';
import { normaliseQuery, queryKey } from './subscription-query';
import { readSubscriptionItems } from './subscription-rows';

/**
 * POST /api/subscription/update/: edits one of the student's own saved searches; only the fields
 * sent change. `paused` pauses (keeping the first pause's time) or resumes. Another student's id
 * is «not found». The same rules as saving apply to new filters and a new channel.
 */
export async function updateSubscription(
  deps: DomainDeps,
  studentId: number,
  input: SubscriptionUpdate,
): Promise<DomainResult<SubscriptionItem>> {
  const now = deps.now();
  const own = and(eq(subscriptions.id, input.id), eq(subscriptions.studentId, studentId));
  const outcome = await deps.db.transaction(async (tx): Promise<DomainFailure | null> => {
    const student = await lockStudent(tx, studentId);
    if (!student) return failure('not-found', subscriptionMessages.notFound);
    const [current] = await tx
      .select({ id: subscriptions.id, pausedAt: subscriptions.pausedAt })
      .from(subscriptions)
      .where(own);
    if (!current) return failure('not-found', subscriptionMessages.notFound);
    // A denied student may still pause or delete, never widen what is sent.
    const widens = input.query !== undefined || input.channel !== undefined || input.paused === false;
    const refusal =
      (widens ? refuseDenied(student) : null) ?? refuseChannel(student, input.channel ?? 'email');
    if (refusal) return refusal;
    const query = input.query === undefined ? undefined : normaliseQuery(input.query);
    if (query) {
      const unknown = await refuseUnknownPlaces(tx, query);
      if (unknown) return unknown;
      const key = queryKey(query);
      const others = await ownQueryKeys(tx, studentId);
      if (others.some((row) => row.id !== current.id && row.key === key))
        return failure('conflict', subscriptionMessages.duplicate);
    }
    const pausedAt = input.paused === undefined ? undefined : input.paused ? (current.pausedAt ?? now) : null;
    await tx
      .update(subscriptions)
      .set({
        updatedAt: now,
        ...(query ? { query } : {}),
        ...(input.channel ? { channel: input.channel } : {}),
        ...(input.frequency ? { frequency: input.frequency } : {}),
        ...(input.digestMinute === undefined ? {} : { digestMinute: input.digestMinute }),
        ...(pausedAt === undefined ? {} : { pausedAt }),
      })
      .where(own);
    return null;
  });
  if (outcome) return outcome;
  const [item] = await readSubscriptionItems(deps.db, studentId, [input.id]);
  if (!item) return failure('not-found', subscriptionMessages.notFound);
  return success(item);
}
