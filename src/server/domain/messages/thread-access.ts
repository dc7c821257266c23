import { and, eq, isNotNull, max, sql } from 'drizzle-orm';
import { type ApplicationStatus, isWithdrawable } from '../../../shared/contract/application.contract';
import { MESSAGE_LIMITS, type MessageSide } from '../../../shared/contract/message.contract';
import type { Executor } from '../../db/client';
import {
  applicationEvents,
  applicationMessages,
  applications,
  companies,
  messageBlocks,
  students,
  vacancies,
} from '../../db/schema';
import { type DomainResult, failure, success } from '../result';
import { refuseUnlessApproved } from '../verification/status-refusal';
import type { Viewer } from '../viewer';
import { messageTexts } from './message-texts';

const DAY_MS = 86_400_000;

/** A thread as its reader reaches it: the application's parties and state. */
export type Thread = {
  applicationId: number;
  /** The reader's side; `admin` reads a reported thread and never writes. */
  reader: MessageSide | 'admin';
  studentId: number;
  companyId: number;
  status: ApplicationStatus;
  letter: string;
  vacancyTitle: string;
  companyName: string;
  studentName: string;
  /** When the application last moved (its latest history entry). */
  lastMoveAt: Date | null;
  companyBlocked: boolean;
};

/**
 * Why nobody may write in this thread now, or null while it is writable
 * (docs/decisions/058): a withdrawn application closes it; a final answer (hired, rejected, or
 * any status that is no longer open) leaves it writable for a while, as hh.ru keeps the chat after
 * a refusal that follows an interview; a company the career centre stopped cannot write, and its
 * students' replies would go nowhere, so neither side writes.
 */
export function closedReason(thread: Thread, now: Date): string | null {
  if (thread.companyBlocked)
    return thread.reader === 'company' ? messageTexts.companyBlocked : messageTexts.companyBlockedForStudent;
  if (thread.status === 'withdrawn') return messageTexts.withdrawn;
  // Open, or an accepted offer before the hire (docs/decisions/059): the conversation goes on.
  if (isWithdrawable(thread.status)) return null;
  const since = thread.lastMoveAt?.getTime() ?? 0;
  return now.getTime() - since > MESSAGE_LIMITS.writableDaysAfterFinal * DAY_MS ? messageTexts.closed : null;
}

/**
 * The thread of `applicationId` if `viewer` may read it: the student of the application, the
 * company applied to (approved: the status refusal otherwise, as domain/applications/application-scope.ts), or an admin once a message
 * of it has been reported. Anyone else gets the same «not found» as a missing id. `lock`: the
 * application row is locked for the write that follows (the caller's transaction).
 */
export async function findThread(
  db: Executor,
  viewer: NonNullable<Viewer>,
  applicationId: number,
  lock = false,
): Promise<DomainResult<Thread>> {
  // applicationScope's rule, read through `db` (the caller's transaction when it writes).
  if (viewer.kind === 'company') {
    const refused = await refuseUnlessApproved(db, viewer);
    if (refused) return refused;
  }
  const party =
    viewer.kind === 'student'
      ? eq(applications.studentId, viewer.id)
      : viewer.kind === 'company'
        ? eq(applications.companyId, viewer.id)
        : undefined;
  const where = party ? and(eq(applications.id, applicationId), party) : eq(applications.id, applicationId);
  const query = db
    .select({
      applicationId: applications.id,
      studentId: applications.studentId,
      companyId: applications.companyId,
      status: applications.status,
      letter: applications.letter,
      vacancyTitle: vacancies.title,
      companyName: companies.name,
      firstName: students.firstName,
      lastName: students.lastName,
      companyBlocked: sql<boolean>`exists (select 1 from ${messageBlocks} where ${messageBlocks.companyId} = ${applications.companyId})`,
    })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .innerJoin(students, eq(students.id, applications.studentId))
    .where(where);
  const [row] = lock ? await query.for('update', { of: applications }) : await query;
  if (!row) return failure('not-found', messageTexts.notFound);
  if (viewer.kind === 'admin') {
    const [reported] = await db
      .select({ id: applicationMessages.id })
      .from(applicationMessages)
      .where(
        and(eq(applicationMessages.applicationId, applicationId), isNotNull(applicationMessages.reportedAt)),
      )
      .limit(1);
    if (!reported) return failure('not-found', messageTexts.notFound);
  }
  const [move] = await db
    .select({ at: max(applicationEvents.at) })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId));
  return success({
    applicationId: row.applicationId,
    reader: viewer.kind,
    studentId: row.studentId,
    companyId: row.companyId,
    status: row.status,
    letter: row.letter,
    vacancyTitle: row.vacancyTitle,
    companyName: row.companyName,
    studentName: `${row.firstName} ${row.lastName}`.trim(),
    lastMoveAt: move?.at ? new Date(move.at) : null,
    companyBlocked: row.companyBlocked === true,
  });
}
