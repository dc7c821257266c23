import {
  TOTAL_CAP,
  type VacancyFacets,
  type VacancyListQuery,
} from '../../../shared/contract/vacancy.contract';
import type { MatchSource } from './match-source';
import type { PageReads } from './page-reads';
import type { ResolvedSearch } from './vacancy-filters';
import type { ListOrder } from './vacancy-order';
import type { ScanRow } from './vacancy-scan';

/**
 * Type and tag counts for the list's current query (docs/decisions/019): each facet applies every
 * filter except its own, so a chip says how many vacancies choosing it would show. Bounded like
 * the total (docs/decisions/029): a facet counts the first TOTAL_CAP matches of its search, which
 * is exact up to TOTAL_CAP matches; past that the answer says `partial`. A facet whose own filter
 * is not set shares the list's scan (`listed`); ids with no match are left out (the client shows 0).
 * The places facet (docs/decisions/061) names the cities most matches are in.
 */
export async function vacancyFacets(
  matches: MatchSource,
  reads: PageReads,
  query: VacancyListQuery,
  order: ListOrder,
  listed: ScanRow[],
  resolved: ResolvedSearch,
): Promise<VacancyFacets> {
  const limit = TOTAL_CAP + 1;
  const [typeBase, tagBase, cityBase] = await Promise.all([
    query.type === undefined ? listed : matches.scan({ ...query, type: undefined }, resolved, order, limit),
    query.tags?.length ? matches.scan({ ...query, tags: undefined }, resolved, order, limit) : listed,
    resolved.cityIds ? matches.scan(query, { ...resolved, cityIds: null }, order, limit) : listed,
  ]);
  const typeCounts = new Map<number, number>();
  for (const row of typeBase.slice(0, TOTAL_CAP)) {
    if (row.typeId !== null) typeCounts.set(row.typeId, (typeCounts.get(row.typeId) ?? 0) + 1);
  }
  const tagIds = tagBase.slice(0, TOTAL_CAP).map((row) => row.id);
  const tags = await matches.tagCounts(tagIds);
  const partial = typeBase.length > TOTAL_CAP || tagBase.length > TOTAL_CAP || cityBase.length > TOTAL_CAP;
  return {
    // Vacancies without a type have no chip of their own.
    types: [...typeCounts].sort(([a], [b]) => a - b).map(([id, count]) => ({ id, count })),
    tags: tags.map((row) => ({ id: row.id, count: row.count })),
    cities: await topCities(reads, cityBase.slice(0, TOTAL_CAP)),
    ...(partial ? { partial: true } : {}),
  };
}

const CITY_FACETS_MAX = 12;

/** The cities most of the matches are in, with their counts and names: the places chips. */
async function topCities(reads: PageReads, rows: readonly ScanRow[]): Promise<VacancyFacets['cities']> {
  const counts = new Map<number, number>();
  for (const row of rows) if (row.cityId !== null) counts.set(row.cityId, (counts.get(row.cityId) ?? 0) + 1);
  const top = [...counts].sort(([a, x], [b, y]) => y - x || a - b).slice(0, CITY_FACETS_MAX);
  if (top.length === 0) return [];
  const names = await reads.cityNames(top.map(([id]) => id));
  return top.map(([id, count]) => ({ id, count, name: names.get(id) ?? '' }));
}
