import { eq, sql } from 'drizzle-orm';
import type { Page } from '../../../shared/contract/query';
import type { VacancyListItem, VacancyListQuery } from '../../../shared/contract/vacancy';
import { companies, vacancies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type VacancyScope, vacancyConditions, vacancyOrder } from './vacancy-filters';
import { loadTags, selectListRows, toListItem } from './vacancy-rows';

/** GET /api/vacancy/getItems: one page, its total, and whether more follow. */
export async function listVacancies(
  deps: DomainDeps,
  query: VacancyListQuery,
  scope: VacancyScope,
): Promise<Page<VacancyListItem>> {
  const where = vacancyConditions(query, scope);
  const offset = (query.page - 1) * query.limit;
  // Independent reads: on PostgreSQL's pool they run side by side (PGlite queues them).
  const [[counted], rows] = await Promise.all([
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(where),
    selectListRows(deps.db)
      .where(where)
      .orderBy(...vacancyOrder(query, scope))
      .limit(query.limit)
      .offset(offset),
  ]);
  const total = counted?.total ?? 0;
  const tagsOf = await loadTags(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toListItem(row, tagsOf.get(row.id) ?? [])),
    total,
    page: query.page,
    hasMore: offset + rows.length < total,
  };
}
