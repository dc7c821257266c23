import { DICTIONARY_LIMIT_MAX } from '../../../shared/contract/dictionary-item.contract';
import { tagEndpoints, vacancyTypeEndpoints } from '../../../shared/contract/endpoints/dictionary.endpoints';
import {
  subscriptionCreate,
  subscriptionDestroy,
  subscriptionList,
  subscriptionUpdate,
} from '../../../shared/contract/endpoints/subscription.endpoints';
import type { SubscriptionCreate, SubscriptionUpdate } from '../../../shared/contract/subscription.contract';
import type { HttpClient } from '../../lib/http';
import type { LoadResult } from '../../lib/server-state';

export function fetchSubscriptions(http: HttpClient) {
  return http.api(subscriptionList);
}

/** `query` is sent in the list address's string form; the server parses and normalises it. */
type SubscriptionCreateBody = Omit<SubscriptionCreate, 'query'> & { query: Record<string, string> };

export function createSubscription(http: HttpClient, body: SubscriptionCreateBody) {
  return http.api(subscriptionCreate, { body });
}

type SubscriptionUpdateBody = Omit<SubscriptionUpdate, 'query'>;

export function updateSubscription(http: HttpClient, body: SubscriptionUpdateBody) {
  return http.api(subscriptionUpdate, { body });
}

export function destroySubscription(http: HttpClient, id: number) {
  return http.api(subscriptionDestroy, { body: { id } });
}

/** Names of vacancy types and tags by id, for the filters' summary. */
export type FilterNames = { types: ReadonlyMap<number, string>; tags: ReadonlyMap<number, string> };

export async function fetchFilterNames(http: HttpClient): Promise<LoadResult<FilterNames>> {
  const query = { limit: DICTIONARY_LIMIT_MAX };
  const [types, tags] = await Promise.all([
    http.api(vacancyTypeEndpoints.list, { query }),
    http.api(tagEndpoints.list, { query }),
  ]);
  if (!types.ok) return types;
  if (!tags.ok) return tags;
  const byId = (items: readonly { id: number; name: string }[]) =>
    new Map(items.map((item) => [item.id, item.name]));
  return { ok: true, data: { types: byId(types.data.items), tags: byId(tags.data.items) } };
}
