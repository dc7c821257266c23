import type { SubscriptionQuery } from '../../../shared/contract/subscription.contract';
import { SUBSCRIPTION_FILTERS } from '../../../shared/contract/subscription-filters.contract';

// The stored form's keys are the contract's filters, in the list address's order.
const FILTER_ORDER = SUBSCRIPTION_FILTERS satisfies readonly (keyof SubscriptionQuery)[];

/**
 * A saved search's filters in one canonical form (docs/decisions/023): empty filters dropped,
 * text trimmed with single spaces, lists sorted. Stored as such in `subscriptions.query`, so the
 * matcher reads the same shape as /api/vacancy/getItems' parsed query, and two saves of the same
 * filters compare equal.
 */
export function normaliseQuery(query: SubscriptionQuery): SubscriptionQuery {
  const out: SubscriptionQuery = {};
  const text = query.text?.replace(/\s+/g, ' ').trim();
  if (text) out.text = text;
  if (query.type !== undefined) out.type = query.type;
  if (query.tags?.length) out.tags = [...query.tags].sort((a, b) => a - b);
  // 0 is kept: the list with salaryFrom=0 leaves out vacancies without a salary, and so must the alerts.
  if (query.salaryFrom !== undefined) out.salaryFrom = query.salaryFrom;
  if (query.employment?.length) out.employment = [...query.employment].sort();
  if (query.schedule?.length) out.schedule = [...query.schedule].sort();
  if (query.experience?.length) out.experience = [...query.experience].sort();
  if (query.flags?.length) out.flags = [...query.flags].sort();
  if (query.company !== undefined) out.company = query.company;
  if (query.city?.length) out.city = [...query.city].sort();
  if (query.region?.length) out.region = [...query.region].sort();
  return out;
}

/**
 * The key two saved searches share when they select the same vacancies: of a normalised query
 * (as stored), keys in a fixed order and the text in lower case (the search ignores case).
 */
export function queryKey(normal: Record<string, unknown>): string {
  const text = normal.text;
  return JSON.stringify(
    FILTER_ORDER.map((key) =>
      key === 'text' && typeof text === 'string' ? text.toLocaleLowerCase('ru-RU') : (normal[key] ?? null),
    ),
  );
}

/**
 * The stored filters as the list's address writes them (`tags: "3,7"`): the API answers this
 * form, so `/vacancies/?` + URLSearchParams(query) opens the list with them.
 */
export function queryParams(stored: Record<string, unknown>): Record<string, string> {
  const params: Record<string, string> = {};
  // jsonb keeps no key order: the list's own order, so the address reads the same every time.
  for (const key of FILTER_ORDER) {
    const value = stored[key];
    if (Array.isArray(value)) {
      if (value.length > 0) params[key] = value.join(',');
    } else if (typeof value === 'string' || typeof value === 'number') {
      if (value !== '') params[key] = String(value);
    }
  }
  return params;
}
