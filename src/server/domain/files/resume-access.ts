import { and, eq, ne } from 'drizzle-orm';
import { applications, companies, students } from '../../db/schema';
import type { DomainDeps } from '../deps';

/**
 * Whether the student has a live (not withdrawn) application to one of this company's
 * vacancies: the company must then be able to open the résumé and photo the application shows
 * (issue 12), whatever the student's later status in the catalogue.
 */
export async function companyHasApplicant(
  deps: DomainDeps,
  companyId: number,
  studentId: number,
): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.studentId, studentId),
        eq(applications.companyId, companyId),
        ne(applications.status, 'withdrawn'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * An approved company reads the résumé an approved student currently shows in the catalogue, or
 * the current résumé of a student who applied to it — not an older file of theirs, nor anything
 * while the company awaits or failed approval.
 */
export async function companyMayReadResume(
  deps: DomainDeps,
  companyId: number,
  fileId: number,
): Promise<boolean> {
  const [company] = await deps.db
    .select({ status: companies.status })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (company?.status !== 'approved') return false;
  const [student] = await deps.db
    .select({ id: students.id, status: students.status })
    .from(students)
    .where(eq(students.resumeFileId, fileId))
    .limit(1);
  if (!student) return false;
  return student.status === 'approved' || (await companyHasApplicant(deps, companyId, student.id));
}
