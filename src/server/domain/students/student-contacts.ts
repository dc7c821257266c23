import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications, students } from '../../db/schema';

/** Who asks for students: an admin, or the company with this id (routes/student.routes.ts). */
export type ContactsReader = { kind: 'admin' } | { kind: 'company'; id: number };

/**
 * Which of these students' contacts the reader sees (docs/decisions/009, «Contacts»): an admin
 * every student's; a company those who applied to one of its vacancies (any status, withdrawn
 * included: they chose to write to it) and those whose contacts the career centre opened
 * (`students.contacts_open_to_companies`). Two indexed queries per page.
 */
export async function visibleContacts(
  db: Executor,
  reader: ContactsReader,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  if (reader.kind === 'admin') return new Set(ids);
  const [applied, opened] = await Promise.all([
    db
      .select({ id: applications.studentId })
      .from(applications)
      .where(and(eq(applications.companyId, reader.id), inArray(applications.studentId, [...ids])))
      .groupBy(applications.studentId),
    db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.contactsOpenToCompanies, true), inArray(students.id, [...ids]))),
  ]);
  return new Set([...applied, ...opened].map((row) => row.id));
}
