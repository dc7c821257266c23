import type { SubscriptionList } from '../../../shared/contract/subscription.contract';
import type { DomainDeps } from '../deps';
import { readSubscriptionItems } from './subscription-rows';

/** GET /api/subscription/getItems: the student's own saved searches, newest first (at most 20). */
export async function listSubscriptions(deps: DomainDeps, studentId: number): Promise<SubscriptionList> {
  return { items: await readSubscriptionItems(deps.db, studentId) };
}
