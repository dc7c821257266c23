import { randomBytes } from 'node:crypto';
import {
  DIGEST_MINUTE_DEFAULT,
  SUBSCRIPTIONS_MAX,
  type SubscriptionCreate,
  type SubscriptionItem,
} from '../../../shared/contract/subscription.contract';
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

/** 256 random bits, base64url: the key of the one-click unsubscribe link (RFC 8058). */
function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * POST /api/subscription/ (students): saves the filters of /vacancies/ as a search to be alerted
 * on (issue 13, docs/decisions/023). Under the student's row lock: at most SUBSCRIPTIONS_MAX, no
 * two with the same filters (409 naming «Мои подписки»), Telegram only when the bot can write.
 */
export async function createSubscription(
  deps: DomainDeps,
  studentId: number,
  input: SubscriptionCreate,
): Promise<DomainResult<SubscriptionItem>> {
  const now = deps.now();
  const query = normaliseQuery(input.query);
  const key = queryKey(query);
  const outcome = await deps.db.transaction(async (tx): Promise<DomainFailure | number> => {
    const student = await lockStudent(tx, studentId);
    if (!student) return failure('not-found', subscriptionMessages.notFound);
    const refusal =
      refuseDenied(student) ??
      refuseChannel(student, input.channel) ??
      (await refuseUnknownPlaces(tx, query));
    if (refusal) return refusal;
    const existing = await ownQueryKeys(tx, studentId);
    if (existing.some((row) => row.key === key)) return failure('conflict', subscriptionMessages.duplicate);
    if (existing.length >= SUBSCRIPTIONS_MAX) return failure('conflict', subscriptionMessages.tooMany);
    const [row] = await tx
      .insert(subscriptions)
      .values({
        studentId,
        query,
        channel: input.channel,
        frequency: input.frequency,
        digestMinute: input.digestMinute ?? DIGEST_MINUTE_DEFAULT,
        unsubscribeToken: newUnsubscribeToken(),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: subscriptions.id });
    if (!row) throw new Error('subscription insert returned nothing');
    return row.id;
  });
  if (typeof outcome !== 'number') return outcome;
  const [item] = await readSubscriptionItems(deps.db, studentId, [outcome]);
  if (!item) throw new Error('subscription vanished after insert');
  return success(item);
}
