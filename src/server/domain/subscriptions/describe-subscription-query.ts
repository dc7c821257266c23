/**
 * A saved search in words, «python» · Стажировка · теги: Python, SQL · от 50 000 ₽, for the bot's
 * /subscriptions (bot/subscriptions-command.ts) and any other place that lists saved searches.
 * Plain text: the caller escapes it for HTML. Type, tag and company names come from the
 * dictionaries tables (loadQueryNames), the fixed labels from shared/dictionaries.ts.
 */
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import {
  type SubscriptionQuery,
  SubscriptionQuerySchema,
} from '../../../shared/contract/subscription.contract';
import { SUBSCRIPTION_FILTERS } from '../../../shared/contract/subscription-filters.contract';
import {
  employmentLabels,
  experienceLabels,
  scheduleLabels,
  studentFlagLabels,
} from '../../../shared/dictionaries';
import { quoted } from '../../../shared/format';
import type { Executor } from '../../db/client';
import { companies, tags, vacancyTypes } from '../../db/schema';
import { queryParams } from './subscription-query';

export type QueryNames = {
  types: ReadonlyMap<number, string>;
  tags: ReadonlyMap<number, string>;
  companies: ReadonlyMap<number, string>;
};

/** What a search with no filters at all finds. */
export const ALL_VACANCIES = 'Все вакансии';

const numberFormat = new Intl.NumberFormat('ru-RU');

/**
 * The filters in the list's order of chips. A type, tag or company deleted since the search was
 * saved, or a company the public may not see, is left out: the list shows none of its vacancies.
 */
export function describeSubscriptionQuery(query: SubscriptionQuery, names: QueryNames): string {
  const parts: string[] = [];
  if (query.text) parts.push(quoted(query.text));
  const type = query.type === undefined ? undefined : names.types.get(query.type);
  if (type) parts.push(type);
  const tagNames = (query.tags ?? []).flatMap((id) => names.tags.get(id) ?? []);
  if (tagNames.length > 0) parts.push(`теги: ${tagNames.join(', ')}`);
  if (query.salaryFrom !== undefined) parts.push(`зарплата от ${numberFormat.format(query.salaryFrom)} ₽`);
  const labels = [
    ...(query.employment ?? []).map((key) => employmentLabels[key]),
    ...(query.schedule ?? []).map((key) => scheduleLabels[key]),
    ...(query.experience ?? []).map((key) => experienceLabels[key]),
    ...(query.flags ?? []).map((key) => studentFlagLabels[key]),
  ];
  parts.push(...labels);
  const company = query.company === undefined ? undefined : names.companies.get(query.company);
  if (company) parts.push(`компания ${quoted(company)}`);
  if (query.city?.length)
    parts.push(`${query.city.length > 1 ? 'города' : 'город'}: ${query.city.join(', ')}`);
  if (query.region?.length)
    parts.push(`${query.region.length > 1 ? 'регионы' : 'регион'}: ${query.region.join(', ')}`);
  return parts.length > 0 ? parts.join(' · ') : ALL_VACANCIES;
}

/** The stored query checked by the contract's own schema; null if it no longer passes. */
export function parseStoredQuery(stored: Record<string, unknown>): SubscriptionQuery | null {
  // A key the contract does not know means the row is not what it should be: refuse it whole.
  const known: readonly string[] = SUBSCRIPTION_FILTERS;
  if (Object.keys(stored).some((key) => !known.includes(key))) return null;
  const result = v.safeParse(SubscriptionQuerySchema, queryParams(stored));
  return result.success ? result.output : null;
}

/** The names the queries refer to, three reads whatever their number. */
export async function loadQueryNames(
  db: Executor,
  queries: readonly SubscriptionQuery[],
): Promise<QueryNames> {
  const typeIds = new Set<number>();
  const tagIds = new Set<number>();
  const companyIds = new Set<number>();
  for (const query of queries) {
    if (query.type !== undefined) typeIds.add(query.type);
    for (const id of query.tags ?? []) tagIds.add(id);
    if (query.company !== undefined) companyIds.add(query.company);
  }
  const [typeRows, tagRows, companyRows] = await Promise.all([
    typeIds.size > 0
      ? db
          .select({ id: vacancyTypes.id, name: vacancyTypes.name })
          .from(vacancyTypes)
          .where(inArray(vacancyTypes.id, [...typeIds]))
      : [],
    tagIds.size > 0
      ? db
          .select({ id: tags.id, name: tags.name })
          .from(tags)
          .where(inArray(tags.id, [...tagIds]))
      : [],
    companyIds.size > 0
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          // Only names the public may read (docs/decisions/015): a student can save a search for
          // any company id, and a pending or denied company's name is not theirs to learn.
          .where(and(inArray(companies.id, [...companyIds]), eq(companies.status, 'approved')))
      : [],
  ]);
  const byId = (rows: readonly { id: number; name: string }[]) =>
    new Map(rows.map((row) => [row.id, row.name] as const));
  return { types: byId(typeRows), tags: byId(tagRows), companies: byId(companyRows) };
}
