import { count, sql } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationSummary,
} from '../../../shared/contract/application.contract';
import { applications } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, success } from '../result';
import type { Viewer } from '../viewer';
import { applicationScope } from './application-scope';

/**
 * GET /api/application/summary (a company: its vacancies; an admin: all): counts per status for
 * the board's tabs and per vacancy (all, new) for «Мои вакансии». Every status is present, zero
 * included, so a tab never reads «undefined».
 */
export async function applicationSummary(
  deps: DomainDeps,
  viewer: NonNullable<Viewer>,
): Promise<DomainResult<ApplicationSummary>> {
  const scope = await applicationScope(deps, viewer);
  if (!scope.ok) return scope;
  const where = scope.value.where;
  const [statusRows, vacancyRows] = await Promise.all([
    deps.db
      .select({ status: applications.status, total: count() })
      .from(applications)
      .where(where)
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
