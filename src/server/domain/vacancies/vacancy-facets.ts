import { inArray, sql } from 'drizzle-orm';
import {
  TOTAL_CAP,
  type VacancyFacets,
  type VacancyListQuery,
} from '../../../shared/contract/vacancy.contract';
import { cities, vacancyTags } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type ResolvedSearch, type VacancyScope, vacancyConditions } from './vacancy-filters';
import type { ListOrder } from './vacancy-order';
import { type ScanRow, scanMatches } from './vacancy-scan';

/**
 * Type and tag counts for the list's current query (docs/decisions/019): each facet applies every
 * filter except its own, so a chip says how many vacancies choosing it would show. Bounded like
 * the total (docs/decisions/029): a facet counts the first TOTAL_CAP matches of its search, which
 * is exact up to TOTAL_CAP matches; past that the answer says `partial`. A facet whose own filter
 * is not set shares the list's scan (`listed`); ids with no match are left out (the client shows 0).
 * The places facet (docs/decisions/061) names the cities most matches are in.
 */
export async function vacancyFacets(
  deps: DomainDeps,
  query: VacancyListQuery,
  scope: VacancyScope,
  order: ListOrder,
  listed: ScanRow[],
  resolved: ResolvedSearch,
): Promise<VacancyFacets> {
  const limit = TOTAL_CAP + 1;
  const [typeBase, tagBase, cityBase] = await Promise.all([
    query.type === undefined
      ? listed
      : scanMatches(deps.db, vacancyConditions({ ...query, type: undefined }, scope, resolved), order, limit),
    query.tags?.length
      ? scanMatches(deps.db, vacancyConditions({ ...query, tags: undefined }, scope, resolved), order, limit)
      : listed,
    resolved.cityIds
      ? scanMatches(deps.db, vacancyConditions(query, scope, { ...resolved, cityIds: null }), order, limit)
      : listed,
  ]);
  const typeCounts = new Map<number, number>();
  for (const row of typeBase.slice(0, TOTAL_CAP)) {
    if (row.typeId !== null) typeCounts.set(row.typeId, (typeCounts.get(row.typeId) ?? 0) + 1);
  }
  const tagIds = tagBase.slice(0, TOTAL_CAP).map((row) => row.id);
  const tags =
    tagIds.length === 0
      ? []
      : await deps.db
          .select({ id: vacancyTags.tagId, count: sql<number>`count(*)::int` })
          .from(vacancyTags)
          .where(inArray(vacancyTags.vacancyId, tagIds))
          .groupBy(vacancyTags.tagId)
          .orderBy(vacancyTags.tagId);
  const partial = typeBase.length > TOTAL_CAP || tagBase.length > TOTAL_CAP || cityBase.length > TOTAL_CAP;
  return {
    // Vacancies without a type have no chip of their own.
    types: [...typeCounts].sort(([a], [b]) => a - b).map(([id, count]) => ({ id, count })),
    tags: tags.map((row) => ({ id: row.id, count: row.count })),
    cities: await topCities(deps, cityBase.slice(0, TOTAL_CAP)),
    ...(partial ? { partial: true } : {}),
  };
}

const CITY_FACETS_MAX = 12;

/** The cities most of the matches are in, with their counts and names: the places chips. */
async function topCities(deps: DomainDeps, rows: readonly ScanRow[]): Promise<VacancyFacets['cities']> {
  const counts = new Map<number, number>();
  for (const row of rows) if (row.cityId !== null) counts.set(row.cityId, (counts.get(row.cityId) ?? 0) + 1);
  const top = [...counts].sort(([a, x], [b, y]) => y - x || a - b).slice(0, CITY_FACETS_MAX);
  if (top.length === 0) return [];
  const names = new Map(
    (
      await deps.db
        .select({ id: cities.id, name: cities.name })
        .from(cities)
        .where(
          inArray(
            cities.id,
            top.map(([id]) => id),
          ),
        )
    ).map((row) => [row.id, row.name]),
  );
  return top.map(([id, count]) => ({ id, count, name: names.get(id) ?? '' }));
}
