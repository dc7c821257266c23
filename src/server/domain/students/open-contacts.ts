import { eq } from 'drizzle-orm';
import type { StudentOpenContactsResult } from '../../../shared/contract/student-list.contract';
import { studentMessages } from '../../../shared/student-messages';
import { students } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';

/**
 * POST /api/student/openContacts/ (admins): the career centre lets every approved company see a
 * student's contacts, or takes that back (docs/decisions/009, «Contacts»). Companies the student
 * applied to keep seeing them either way.
 */
export async function setContactsOpen(
  deps: DomainDeps,
  id: number,
  open: boolean,
): Promise<DomainResult<StudentOpenContactsResult>> {
  const [row] = await deps.db
    .update(students)
    .set({ contactsOpenToCompanies: open, updatedAt: deps.now() })
    .where(eq(students.id, id))
    .returning({ id: students.id, contactsOpenToCompanies: students.contactsOpenToCompanies });
  return row ? success(row) : failure('not-found', studentMessages.notFound);
}
