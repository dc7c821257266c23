import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fileUrl } from '../../../shared/contract/file.contract';
import {
  STUDENT_CHANGE_FIELDS,
  type StudentChangeField,
  type StudentListItem,
} from '../../../shared/contract/student-list.contract';
import type { Executor } from '../../db/client';
import { files, students, studentTags, tags } from '../../db/schema';
import { excerpt } from '../text/excerpt';
import type { StudentAudience } from './student-access';

const ABOUT_EXCERPT_MAX = 240;

const studentColumns = {
  id: students.id,
  email: students.email,
  firstName: students.firstName,
  lastName: students.lastName,
  phone: students.phone,
  status: students.status,
  statusReason: students.statusReason,
  university: students.university,
  faculty: students.faculty,
  course: students.course,
  graduationYear: students.graduationYear,
  about: students.about,
  resumeFileId: students.resumeFileId,
  contactsOpenToCompanies: students.contactsOpenToCompanies,
  changedSinceReview: students.changedSinceReview,
  reviewedAt: students.reviewedAt,
};

const photoFile = alias(files, 'photo_file');
const resumeFile = alias(files, 'resume_file');

/** Students with the tokens of their current photo and résumé (URLs name tokens, never ids). */
export function selectStudentRows(db: Executor) {
  return db
    .select({ ...studentColumns, photoToken: photoFile.token, resumeToken: resumeFile.token })
    .from(students)
    .leftJoin(photoFile, eq(photoFile.id, students.photoFileId))
    .leftJoin(resumeFile, eq(resumeFile.id, students.resumeFileId))
    .$dynamic();
}

type StudentRow = Awaited<ReturnType<typeof selectStudentRows>>[number];

export const fullName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`.trim();

/** Skills of a page of students in one query, in the tags' own order. */
export async function loadSkills(db: Executor, ids: readonly number[]) {
  const bySkill = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return bySkill;
  const rows = await db
    .select({ studentId: studentTags.studentId, id: tags.id, name: tags.name })
    .from(studentTags)
    .innerJoin(tags, eq(tags.id, studentTags.tagId))
    .where(inArray(studentTags.studentId, [...ids]))
    .orderBy(asc(tags.position), asc(tags.id));
  for (const row of rows) {
    const list = bySkill.get(row.studentId) ?? [];
    list.push({ id: row.id, name: row.name });
    bySkill.set(row.studentId, list);
  }
  return bySkill;
}

/** The stored list in the shared order, unknown names left out (a later release may add some). */
function knownChanges(stored: readonly string[]): StudentChangeField[] {
  return STUDENT_CHANGE_FIELDS.filter((field) => stored.includes(field));
}

/**
 * `contactsVisible`: what student-contacts.ts decided for this viewer (admins always; a company
 * for its applicants and students whose contacts the career centre opened).
 */
export function toStudentItem(
  row: StudentRow,
  skills: { id: number; name: string }[],
  audience: StudentAudience,
  contactsVisible: boolean,
): StudentListItem {
  return {
    id: row.id,
    name: fullName(row),
    photoUrl: row.photoToken ? fileUrl(row.photoToken) : null,
    university: row.university,
    faculty: row.faculty,
    course: row.course,
    graduationYear: row.graduationYear,
    skills,
    about: excerpt(row.about, ABOUT_EXCERPT_MAX),
    status: row.status,
    contacts: contactsVisible ? { email: row.email, phone: row.phone } : null,
    ...(audience === 'admin'
      ? {
          contactsOpenToCompanies: row.contactsOpenToCompanies,
          resumeUrl: row.resumeToken ? fileUrl(row.resumeToken) : null,
          changes: {
            fields: knownChanges(row.changedSinceReview),
            reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
          },
        }
      : {}),
  };
}
