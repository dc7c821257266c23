import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type CompanyHome,
  HOME_NEW_APPLICATIONS_MAX,
  HOME_VACANCY_FIGURES_MAX,
} from '../../../shared/contract/home.contract';
import { applications, students, vacancies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, success } from '../result';
import { refuseUnlessApproved } from '../verification/status-refusal';

const totalOver = sql<number>`count(*) over ()`.mapWith(Number);
/**
 * The outer vacancy, qualified: a one-table select renders `${vacancies.id}` as a bare "id",
 * which inside `from applications a` would name the application's id.
 */
const outerId = sql.raw('"vacancies"."id"');

/**
 * GET /api/home/ for a company: its applications nobody of the company has opened yet (newest
 * first) and its published vacancies with views (vacancy_views_daily: once per viewer per day),
 * applications and new ones. A company the career centre has not approved gets the status
 * refusal, as the applications board does (domain/applications/application-scope.ts).
 */
export async function readCompanyHome(
  deps: DomainDeps,
  companyId: number,
): Promise<DomainResult<CompanyHome>> {
  const refused = await refuseUnlessApproved(deps.db, { kind: 'company', id: companyId });
  if (refused) return refused;
  const [fresh, figures] = await Promise.all([
    deps.db
      .select({
        applicationId: applications.id,
        firstName: students.firstName,
        lastName: students.lastName,
        vacancyId: applications.vacancyId,
        vacancyTitle: vacancies.title,
        createdAt: applications.createdAt,
        total: totalOver,
      })
      .from(applications)
      .innerJoin(students, eq(students.id, applications.studentId))
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .where(and(eq(applications.companyId, companyId), eq(applications.status, 'new')))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(HOME_NEW_APPLICATIONS_MAX),
    deps.db
      .select({
        id: vacancies.id,
        title: vacancies.title,
        views:
          sql<number>`(select count(*) from vacancy_views_daily w where w.vacancy_id = ${outerId})`.mapWith(
            Number,
          ),
        applications:
          sql<number>`(select count(*) from applications a where a.vacancy_id = ${outerId})`.mapWith(Number),
        newApplications:
          sql<number>`(select count(*) from applications a where a.vacancy_id = ${outerId} and a.status = 'new')`.mapWith(
            Number,
          ),
        total: totalOver,
      })
      .from(vacancies)
      .where(and(eq(vacancies.companyId, companyId), eq(vacancies.status, 'published')))
      .orderBy(sql`${vacancies.publishedAt} desc nulls last`, desc(vacancies.id))
      .limit(HOME_VACANCY_FIGURES_MAX),
  ]);
  return success({
    kind: 'company',
    newApplications: {
      total: fresh[0]?.total ?? 0,
      items: fresh.map((row) => ({
        applicationId: row.applicationId,
        studentName: `${row.firstName} ${row.lastName}`.trim(),
        vacancyId: row.vacancyId,
        vacancyTitle: row.vacancyTitle,
        createdAt: row.createdAt.toISOString(),
      })),
    },
    vacancies: {
      total: figures[0]?.total ?? 0,
      items: figures.map(({ total: _total, ...row }) => row),
    },
  });
}
