import { and, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Page } from '../../../shared/contract/query';
import type { StudentListItem, StudentListQuery } from '../../../shared/contract/student-list.contract';
import { ACCOUNT_STATUSES } from '../../../shared/dictionaries';
import { students, studentTags } from '../../db/schema';
import { russianNames } from '../companies/company-rows';
import type { DomainDeps } from '../deps';
import { likePattern } from '../text/like-pattern';
import type { StudentAudience } from './student-access';
import { type ContactsReader, visibleContacts } from './student-contacts';
import { loadSkills, selectStudentRows, toStudentItem } from './student-rows';

/**
 * GET /api/student/getItems. Companies get approved students only, whatever they ask; admins get
 * the statuses they ask for (all by default). Search is a substring (ILIKE, wildcards escaped) over
 * names, university, faculty and «О себе»: names and short words matter here, which the Russian
 * stemmer of full-text search handles poorly, and the catalogue stays small (thousands at most).
 * Sorted by last and first name in Russian order in code, as companies are (docs/decisions/005).
 */
export async function listStudents(
  deps: DomainDeps,
  query: StudentListQuery,
  audience: StudentAudience,
  reader: ContactsReader,
): Promise<Page<StudentListItem>> {
  const statuses =
    audience === 'admin' ? (query.status?.length ? query.status : ACCOUNT_STATUSES) : ['approved' as const];
  const conditions: (SQL | undefined)[] = [inArray(students.status, statuses)];
  if (query.text) {
    const pattern = likePattern(query.text);
    conditions.push(
      or(
        sql`(${students.firstName} || ' ' || ${students.lastName}) ilike ${pattern}`,
        sql`(${students.lastName} || ' ' || ${students.firstName}) ilike ${pattern}`,
        sql`${students.university} ilike ${pattern}`,
        sql`${students.faculty} ilike ${pattern}`,
        sql`${students.about} ilike ${pattern}`,
      ),
    );
  }
  if (query.course) conditions.push(eq(students.course, query.course));
  // Within what the audience may see anyway: a company asking for a pending student gets nothing.
  if (query.id !== undefined) conditions.push(eq(students.id, query.id));
  if (query.tags?.length) {
    // ANY of the chosen skills widens the search (docs/decisions/005).
    conditions.push(
      exists(
        deps.db
          .select({ one: sql`1` })
          .from(studentTags)
          .where(and(eq(studentTags.studentId, students.id), inArray(studentTags.tagId, query.tags))),
      ),
    );
  }
  const where = and(...conditions);

  const names = await deps.db
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName })
    .from(students)
    .where(where);
  names.sort(
    (a, b) =>
      russianNames.compare(a.lastName, b.lastName) ||
      russianNames.compare(a.firstName, b.firstName) ||
      a.id - b.id,
  );
  const offset = (query.page - 1) * query.limit;
  const pageIds = names.slice(offset, offset + query.limit).map((row) => row.id);
  const rows =
    pageIds.length > 0 ? await selectStudentRows(deps.db).where(inArray(students.id, pageIds)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const skills = await loadSkills(deps.db, pageIds);
  const contacts = await visibleContacts(deps.db, reader, pageIds);
  const items = pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toStudentItem(row, skills.get(id) ?? [], audience, contacts.has(id))] : [];
  });
  return { items, total: names.length, page: query.page, hasMore: offset + items.length < names.length };
}
