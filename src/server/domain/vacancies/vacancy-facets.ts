import { eq, sql } from 'drizzle-orm';
import type { VacancyFacets, VacancyListQuery } from '../../../shared/contract/vacancy';
import { companies, vacancies, vacancyTags } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type VacancyScope, vacancyConditions } from './vacancy-filters';

/** More rows than any dictionary the sliders show: the answer stays bounded whatever the data. */
export const FACET_ROWS_MAX = 500;

/**
 * Type and tag counts for the list's current query (docs/decisions/019): each facet applies every
 * filter except its own, so a chip says how many vacancies choosing it would show. One grouped
 * query per facet; ids with no match are left out (the client shows 0).
 */
export async function vacancyFacets(
  deps: DomainDeps,
  query: VacancyListQuery,
  scope: VacancyScope,
): Promise<VacancyFacets> {
  const count = sql<number>`count(*)::int`;
  const [types, tags] = await Promise.all([
    deps.db
      .select({ id: vacancies.vacancyTypeId, count })
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(vacancyConditions({ ...query, type: undefined }, scope))
      .groupBy(vacancies.vacancyTypeId)
      .orderBy(vacancies.vacancyTypeId)
      .limit(FACET_ROWS_MAX),
    deps.db
      .select({ id: vacancyTags.tagId, count })
      .from(vacancyTags)
      .innerJoin(vacancies, eq(vacancies.id, vacancyTags.vacancyId))
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(vacancyConditions({ ...query, tags: undefined }, scope))
      .groupBy(vacancyTags.tagId)
      .orderBy(vacancyTags.tagId)
      .limit(FACET_ROWS_MAX),
  ]);
  return {
    // Vacancies without a type have no chip of their own.
    types: types.flatMap((row) => (row.id === null ? [] : [{ id: row.id, count: row.count }])),
    tags: tags.map((row) => ({ id: row.id, count: row.count })),
  };
}
