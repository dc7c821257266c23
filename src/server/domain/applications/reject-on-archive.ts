import { and, eq, inArray } from 'drizzle-orm';
import {
  ARCHIVE_REJECTION_MESSAGE,
  OPEN_APPLICATION_STATUSES,
} from '../../../shared/contract/application.contract';
import type { Executor } from '../../db/client';
import { applicationEvents, applications, companies, vacancies } from '../../db/schema';
import type { StatusNews } from './notify-student';

/**
 * Archiving a vacancy rejects its open applications (docs/decisions/020): each becomes
 * «rejected» with the company's message or the standard one, recorded as a `system` move.
 * `first_answer_at` is left alone: the outcome figures count the company's own answers, and a
 * closed vacancy is not one. Runs inside the archiving transaction; the caller tells the
 * students after the commit (notify-student.ts).
 */
export async function rejectOpenApplications(
  tx: Executor,
  vacancyId: number,
  message: string | undefined,
  now: Date,
): Promise<StatusNews[]> {
  const text = message ? message : ARCHIVE_REJECTION_MESSAGE;
  const open = await tx
    .select({
      id: applications.id,
      status: applications.status,
      studentId: applications.studentId,
      vacancyTitle: vacancies.title,
      companyName: companies.name,
    })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(
      and(
        eq(applications.vacancyId, vacancyId),
        inArray(applications.status, [...OPEN_APPLICATION_STATUSES]),
      ),
    )
    .orderBy(applications.id)
    .for('update', { of: applications });
  if (open.length === 0) return [];
  await tx
    .update(applications)
    // A system move like any other hands the turn back (docs/decisions/059): no answer is kept.
    .set({ status: 'rejected', lastMessage: text, studentAnswer: null, updatedAt: now })
    .where(
      inArray(
        applications.id,
        open.map((row) => row.id),
      ),
    );
  await tx.insert(applicationEvents).values(
    open.map((row) => ({
      applicationId: row.id,
      fromStatus: row.status,
      toStatus: 'rejected' as const,
      actor: 'system' as const,
      message: text,
      at: now,
    })),
  );
  return open.map((row) => ({
    applicationId: row.id,
    studentId: row.studentId,
    vacancyTitle: row.vacancyTitle,
    companyName: row.companyName,
    status: 'rejected' as const,
    message: text,
  }));
}
