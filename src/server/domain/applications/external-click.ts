import { and, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import {
  type ApplicationExternalResult,
  applyElsewhereMessages,
  type ExternalCount,
} from '../../../shared/contract/apply-elsewhere.contract';
import { applicationExternalClicks, companies, vacancies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import { visibleToStudents } from '../vacancies/vacancy-visibility';
import type { Viewer } from '../viewer';

/**
 * POST /api/application/external/ (students): a student opened the outside link or email of a
 * vacancy that takes applications elsewhere. One row per student, vacancy and UTC day (the
 * unique index): clicking again, reloading or racing counts once (docs/decisions/020, «Applying
 * elsewhere»). Only vacancies students see and that have such a link; others answer 404.
 */
export async function recordExternalClick(
  deps: DomainDeps,
  studentId: number,
  vacancyId: number,
): Promise<DomainResult<ApplicationExternalResult>> {
  const now = deps.now();
  const [vacancy] = await deps.db
    .select({ id: vacancies.id })
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(and(eq(vacancies.id, vacancyId), visibleToStudents(now), isNotNull(vacancies.applyElsewhere)));
  if (!vacancy) return failure('not-found', applyElsewhereMessages.notExternal);
  const inserted = await deps.db
    .insert(applicationExternalClicks)
    .values({ vacancyId, studentId, day: now.toISOString().slice(0, 10), at: now })
    .onConflictDoNothing()
    .returning({ id: applicationExternalClicks.id });
  return success({ counted: inserted.length > 0 });
}

/**
 * The clicks per vacancy for GET /api/application/summary's `external`: a company's own
 * vacancies, every vacancy for an admin. Students never reach it (the route answers 403).
 */
export async function externalClickCounts(
  deps: DomainDeps,
  viewer: NonNullable<Viewer>,
): Promise<ExternalCount[]> {
  const where: SQL | undefined = viewer.kind === 'company' ? eq(vacancies.companyId, viewer.id) : undefined;
  return deps.db
    .select({ vacancyId: applicationExternalClicks.vacancyId, clicks: count() })
    .from(applicationExternalClicks)
    .innerJoin(vacancies, eq(vacancies.id, applicationExternalClicks.vacancyId))
    .where(where)
    .groupBy(applicationExternalClicks.vacancyId)
    .orderBy(applicationExternalClicks.vacancyId);
}
