/** The calls of saved searches (issue 13, contract/subscription.ts). Screens decide what to show. */
import * as v from 'valibot';
import { DICTIONARY_LIMIT_MAX, DictionaryPageSchema } from '../../../shared/contract/dictionary-item';
import {
  type SubscriptionCreate,
  SubscriptionItemSchema,
  SubscriptionListSchema,
  type SubscriptionUpdate,
} from '../../../shared/contract/subscription';
import type { HttpClient } from '../../lib/http';
import type { LoadResult } from '../../ui/use-resource';

export function fetchSubscriptions(http: HttpClient) {
  return http.get('subscription/getItems', SubscriptionListSchema);
}

/** `query` is sent in the list address's string form; the server parses and normalises it. */
export type SubscriptionCreateBody = Omit<SubscriptionCreate, 'query'> & { query: Record<string, string> };

export function createSubscription(http: HttpClient, body: SubscriptionCreateBody) {
  return http.post('subscription/', SubscriptionItemSchema, { json: body });
}

export type SubscriptionUpdateBody = Omit<SubscriptionUpdate, 'query'>;

export function updateSubscription(http: HttpClient, body: SubscriptionUpdateBody) {
  return http.post('subscription/update/', SubscriptionItemSchema, { json: body });
}

export function destroySubscription(http: HttpClient, id: number) {
  return http.post('subscription/destroy/', v.null(), { json: { id } });
}

/** Names of vacancy types and tags by id, for the filters' summary. */
export type FilterNames = { types: ReadonlyMap<number, string>; tags: ReadonlyMap<number, string> };

export async function fetchFilterNames(http: HttpClient): Promise<LoadResult<FilterNames>> {
  const searchParams = { limit: DICTIONARY_LIMIT_MAX };
  const [types, tags] = await Promise.all([
    http.get('vacancy-type/getItems', DictionaryPageSchema, { searchParams }),
    http.get('tag/getItems', DictionaryPageSchema, { searchParams }),
  ]);
  if (!types.ok) return types;
  if (!tags.ok) return tags;
  const byId = (items: readonly { id: number; name: string }[]) =>
    new Map(items.map((item) => [item.id, item.name]));
  return { ok: true, data: { types: byId(types.data.items), tags: byId(tags.data.items) } };
}
