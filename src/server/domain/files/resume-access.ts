import { and, eq } from 'drizzle-orm';
import { companies, students } from '../../db/schema';
import type { DomainDeps } from '../deps';

/**
 * An approved company reads the résumé an approved student currently shows in the catalogue —
 * not an older file of theirs, nor anyone's while either side awaits or failed approval.
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
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.resumeFileId, fileId), eq(students.status, 'approved')))
    .limit(1);
  return student !== undefined;
}
