import { eq } from 'drizzle-orm';
import { fileUrl } from '../../../shared/contract/file.contract';
import type { StudentDetail } from '../../../shared/contract/student-list.contract';
import { studentMessages } from '../../../shared/student-messages';
import { students } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import type { StudentAudience } from './student-access';
import { type ContactsReader, visibleContacts } from './student-contacts';
import { loadSkills, selectStudentRows, toStudentItem } from './student-rows';

/**
 * GET /api/student/:id/. A student a company may not see answers 404 like a missing one, so ids
 * reveal nothing about pending or denied accounts (docs/decisions/005).
 */
export async function getStudent(
  deps: DomainDeps,
  id: number,
  audience: StudentAudience,
  reader: ContactsReader,
): Promise<DomainResult<StudentDetail>> {
  const [row] = await selectStudentRows(deps.db).where(eq(students.id, id));
  if (!row || (audience !== 'admin' && row.status !== 'approved')) {
    return failure('not-found', studentMessages.notFound);
  }
  const skills = await loadSkills(deps.db, [id]);
  const contacts = await visibleContacts(deps.db, reader, [id]);
  return success({
    ...toStudentItem(row, skills.get(id) ?? [], audience, contacts.has(id)),
    about: row.about,
    resume: row.resumeToken ? { url: fileUrl(row.resumeToken) } : null,
    // The denial reason is for the career centre here; the student reads it in their own profile.
    statusReason: audience === 'admin' ? row.statusReason : null,
  });
}
