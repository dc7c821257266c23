import { eq, sql } from 'drizzle-orm';
import type { VacancyListQuery, VacancyPage } from '../../../shared/contract/vacancy';
import { companies, vacancies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { vacancyFacets } from './vacancy-facets';
import { type VacancyScope, vacancyConditions, vacancyOrder } from './vacancy-filters';
import { loadTags, selectListRows, toListItem } from './vacancy-rows';

/**
 * GET /api/vacancy/getItems: one page, its total, and whether more follow; the first page of the
 * public list also carries the chips' facet counts (vacancy-facets.ts), unless the caller has no
 * chips to show them on (`facets: false`: the bot's search, bot/search-reply.ts).
 */
export async function listVacancies(
  deps: DomainDeps,
  query: VacancyListQuery,
  scope: VacancyScope,
  options: { facets?: boolean } = {},
): Promise<VacancyPage> {
  const where = vacancyConditions(query, scope);
  const offset = (query.page - 1) * query.limit;
  // Independent reads: on PostgreSQL's pool they run side by side (PGlite queues them).
  const [[counted], rows, facets] = await Promise.all([
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
    scope.kind === 'public' && query.page === 1 && options.facets !== false
      ? vacancyFacets(deps, query, scope)
      : undefined,
  ]);
  const total = counted?.total ?? 0;
  const tagsOf = await loadTags(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toListItem(row, tagsOf.get(row.id) ?? [], deps.now())),
    total,
    page: query.page,
    hasMore: offset + rows.length < total,
    ...(facets ? { facets } : {}),
  };
}
