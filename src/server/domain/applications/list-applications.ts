import { and, asc, count, desc } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ApplicationItem, ApplicationListQuery } from '../../../shared/contract/application.contract';
import type { Page } from '../../../shared/contract/query';
import { applications } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, success } from '../result';
import type { Viewer } from '../viewer';
import { applicationFilters } from './application-filters';
import { readApplicationItems } from './application-rows';
import { applicationScope } from './application-scope';
import { markSeenByStudent } from './mark-seen-by-student';

const ORDER = {
  newest: [desc(applications.createdAt), desc(applications.id)],
  oldest: [asc(applications.createdAt), asc(applications.id)],
  updated: [desc(applications.updatedAt), desc(applications.id)],
} as const;

/**
 * GET /api/application/getItems: the viewer's scope (a student's own, a company's to its
 * vacancies, all for admins) narrowed by the query (application-filters.ts). `text` is a substring
 * of names and titles — names are what a recruiter types, and the stemmer of full-text search
 * handles them poorly. A student's read
 * marks the answers on the page seen (mark-seen-by-student.ts).
 */
export async function listApplications(
  deps: DomainDeps,
  viewer: NonNullable<Viewer>,
  query: ApplicationListQuery,
): Promise<DomainResult<Page<ApplicationItem>>> {
  const scope = await applicationScope(deps, viewer);
  if (!scope.ok) return scope;
  const filters = applicationFilters(query);
  const where = and(scope.value.where, ...filters.conditions);
  const offset = (query.page - 1) * query.limit;
  // The page's ids first from `applications` alone (the vacancy and the student are joined only
  // when the text needs them; the company is a column, schema/applications.ts), then the full
  // rows of those 20: joining every applicant of a busy company to sort them costs a lookup per
  // row, which PGlite pays dearly (tests/bench: a company with 5 000 applications).
  const scoped = <T extends PgSelect>(select: T) => filters.joins(select).where(where);
  const [page, totals] = await Promise.all([
    scoped(deps.db.select({ id: applications.id }).from(applications).$dynamic())
      .orderBy(...ORDER[query.sort])
      .limit(query.limit)
      .offset(offset),
    scoped(deps.db.select({ total: count() }).from(applications).$dynamic()),
  ]);
  const total = totals[0]?.total ?? 0;
  const items = await readApplicationItems(
    deps.db,
    page.map((row) => row.id),
    scope.value.audience,
  );
  if (viewer.kind === 'student') await markSeenByStudent(deps, viewer.id, items);
  return success({ items, total, page: query.page, hasMore: offset + items.length < total });
}
