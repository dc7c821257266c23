import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ApplicationEvent,
  ApplicationItem,
  ApplicationStatus,
  StudentAnswer,
} from '../../../shared/contract/application.contract';
import { fileUrl } from '../../../shared/contract/file.contract';
import type { Executor } from '../../db/client';
import {
  applicationEvents,
  applications,
  companies,
  files,
  students,
  telegramUsers,
  vacancies,
} from '../../db/schema';
import { loadSkills } from '../students/student-rows';

/**
 * Who reads an item: the student (their own), the company the student applied to, or an admin.
 * All three see the applicant's contacts (the student their own); only the student is denied the
 * company's private note.
 */
export type ApplicationAudience = 'student' | 'company' | 'admin';

const photoFile = alias(files, 'application_photo_file');
const resumeFile = alias(files, 'application_resume_file');

/** One query for a page: the application, its vacancy and company, the student and their files. */
function selectApplicationRows(db: Executor) {
  return db
    .select({
      id: applications.id,
      status: applications.status,
      letter: applications.letter,
      note: applications.note,
      lastMessage: applications.lastMessage,
      studentAnswer: applications.studentAnswer,
      answerBy: applications.answerBy,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      vacancyId: vacancies.id,
      vacancyTitle: vacancies.title,
      vacancyStatus: vacancies.status,
      companyId: companies.id,
      companyName: companies.name,
      studentId: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      university: students.university,
      faculty: students.faculty,
      course: students.course,
      graduationYear: students.graduationYear,
      about: students.about,
      email: students.email,
      phone: students.phone,
      telegramUsername: telegramUsers.username,
      photoToken: photoFile.token,
      resumeToken: resumeFile.token,
    })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .innerJoin(students, eq(students.id, applications.studentId))
    .leftJoin(telegramUsers, eq(telegramUsers.id, students.telegramUserId))
    .leftJoin(photoFile, eq(photoFile.id, students.photoFileId))
    .leftJoin(resumeFile, eq(resumeFile.id, students.resumeFileId))
    .$dynamic();
}

type ApplicationRow = Awaited<ReturnType<typeof selectApplicationRows>>[number];

/** The history of a page of applications in one query, oldest move first. */
async function loadHistory(db: Executor, ids: readonly number[]) {
  const byApplication = new Map<number, ApplicationEvent[]>();
  if (ids.length === 0) return byApplication;
  const rows = await db
    .select()
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, [...ids]))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
  for (const row of rows) {
    const list = byApplication.get(row.applicationId) ?? [];
    list.push({
      from: row.fromStatus,
      to: row.toStatus,
      by: row.actor,
      answer: row.answer,
      message: row.message,
      at: row.at.toISOString(),
    });
    byApplication.set(row.applicationId, list);
  }
  return byApplication;
}

/**
 * The student's turn (docs/decisions/059): an invitation or an offer not answered since the
 * company's last move. An offer past its deadline still waits: the student may decline it.
 */
function awaitsStudent(status: ApplicationStatus, answer: StudentAnswer | null): boolean {
  return (status === 'invited' || status === 'offer') && answer === null;
}

function toApplicationItem(
  row: ApplicationRow,
  skills: { id: number; name: string }[],
  history: ApplicationEvent[],
  audience: ApplicationAudience,
): ApplicationItem {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    letter: row.letter,
    lastMessage: row.lastMessage,
    note: audience === 'student' ? null : row.note,
    awaitingStudent: awaitsStudent(row.status, row.studentAnswer),
    studentAnswer: row.studentAnswer,
    answerBy: row.answerBy?.toISOString() ?? null,
    vacancy: {
      id: row.vacancyId,
      title: row.vacancyTitle,
      status: row.vacancyStatus,
      companyId: row.companyId,
      companyName: row.companyName,
    },
    student: {
      id: row.studentId,
      firstName: row.firstName,
      lastName: row.lastName,
      university: row.university ?? '',
      faculty: row.faculty ?? '',
      course: row.course,
      graduationYear: row.graduationYear,
      about: row.about,
      skills,
      photoUrl: row.photoToken ? fileUrl(row.photoToken) : null,
      resumeUrl: row.resumeToken ? fileUrl(row.resumeToken) : null,
      email: row.email,
      phone: row.phone,
      telegramUsername: row.telegramUsername,
    },
    history,
  };
}

/** Rows already read (in their order) as items, with skills and history in two more queries. */
async function toApplicationItems(
  db: Executor,
  rows: readonly ApplicationRow[],
  audience: ApplicationAudience,
): Promise<ApplicationItem[]> {
  const [skills, history] = await Promise.all([
    loadSkills(db, [...new Set(rows.map((row) => row.studentId))]),
    loadHistory(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) =>
    toApplicationItem(row, skills.get(row.studentId) ?? [], history.get(row.id) ?? [], audience),
  );
}

/** The items of these ids (in the ids' order), as `audience` may see them. */
export async function readApplicationItems(
  db: Executor,
  ids: readonly number[],
  audience: ApplicationAudience,
): Promise<ApplicationItem[]> {
  if (ids.length === 0) return [];
  const rows = await selectApplicationRows(db).where(inArray(applications.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return toApplicationItems(db, ordered, audience);
}
