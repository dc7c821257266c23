import { and, count, sql } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationSummary,
  type ApplicationSummaryQuery,
} from '../../../shared/contract/application.contract';
import { applications } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, success } from '../result';
import type { Viewer } from '../viewer';
import { applicationFilters } from './application-filters';
import { applicationScope } from './application-scope';

/**
 * GET /api/application/summary (a company: its vacancies; an admin: all): counts per status for
 * the board's tabs, narrowed by the board's filters as its list is (application-filters.ts), and
 * per vacancy (all, new) over the whole scope for «Мои вакансии». Every status is present, zero
 * included, so a tab never reads «undefined».
 */
export async function applicationSummary(
  deps: DomainDeps,
  viewer: NonNullable<Viewer>,
  query: ApplicationSummaryQuery = {},
): Promise<DomainResult<ApplicationSummary>> {
  const scope = await applicationScope(deps, viewer);
  if (!scope.ok) return scope;
  const where = scope.value.where;
  const filters = applicationFilters(query);
  const [statusRows, vacancyRows] = await Promise.all([
    filters
      .joins(deps.db.select({ status: applications.status, total: count() }).from(applications).$dynamic())
      .where(and(where, ...filters.conditions))
      .groupBy(applications.status),
    deps.db
      .select({
        vacancyId: applications.vacancyId,
        total: count(),
        new: sql<number>`count(*) filter (where ${applications.status} = 'new')`.mapWith(Number),
      })
      .from(applications)
      .where(where)
      .groupBy(applications.vacancyId)
      .orderBy(applications.vacancyId),
  ]);
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of statusRows) byStatus[row.status] = row.total;
  return success({ byStatus, byVacancy: vacancyRows });
}
