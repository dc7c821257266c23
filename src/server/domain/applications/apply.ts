import { and, eq, ne } from 'drizzle-orm';
import type { ApplicationCreate, ApplicationItem } from '../../../shared/contract/application.contract';
import { applyElsewhereMessages } from '../../../shared/contract/apply-elsewhere.contract';
import { STATUS_REFUSAL_CODES } from '../../../shared/contract/verification.contract';
import { applicationEvents, applications, companies, students, vacancies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { enqueueNotification } from '../outbox/enqueue';
import { type DomainResult, failure, success } from '../result';
import { fullName } from '../students/student-rows';
import { visibleToStudents } from '../vacancies/vacancy-visibility';
import { accountStatusOf } from '../verification/status-refusal';
import { applicationMessages } from './application-messages';
import { countStudentAction, reapplyRefusal } from './application-quotas';
import { readApplicationItems } from './application-rows';

/** A second live application for the same pair: the unique index of schema/applications.ts. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Why this student may not apply to this vacancy again, from the live application they have. */
function liveRefusal(status: string) {
  if (status === 'rejected') return failure('conflict', applicationMessages.alreadyRejected);
  if (status === 'hired') return failure('conflict', applicationMessages.alreadyHired);
  if (status === 'declined') return failure('conflict', applicationMessages.alreadyDeclined);
  return failure('conflict', applicationMessages.alreadyApplied);
}

/**
 * POST /api/application/ (students). Only an approved student applies, only to a vacancy
 * students see (THE visibility rule, vacancy-visibility.ts), once while the application lives
 * (docs/decisions/020). Two racing requests both pass the check; the unique index lets one in
 * and the other gets the same 409.
 */
export async function applyToVacancy(
  deps: DomainDeps,
  studentId: number,
  input: ApplicationCreate,
): Promise<DomainResult<ApplicationItem>> {
  const now = deps.now();
  const status = await accountStatusOf(deps.db, { kind: 'student', id: studentId });
  if (status !== 'approved') {
    const pending = status !== 'denied';
    return failure(
      'forbidden',
      pending ? applicationMessages.studentPending : applicationMessages.studentDenied,
      STATUS_REFUSAL_CODES[pending ? 'pending' : 'denied'],
    );
  }
  const [vacancy] = await deps.db
    .select({
      id: vacancies.id,
      title: vacancies.title,
      companyId: vacancies.companyId,
      applyElsewhere: vacancies.applyElsewhere,
    })
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(and(eq(vacancies.id, input.vacancyId), visibleToStudents(now)));
  if (!vacancy) return failure('not-found', applicationMessages.vacancyClosed);
  // The company takes applications on its own site or by email (docs/decisions/020).
  if (vacancy.applyElsewhere) return failure('conflict', applyElsewhereMessages.applyThere);

  const [live] = await deps.db
    .select({ status: applications.status })
    .from(applications)
    .where(
      and(
        eq(applications.studentId, studentId),
        eq(applications.vacancyId, vacancy.id),
        ne(applications.status, 'withdrawn'),
      ),
    );
  if (live) return liveRefusal(live.status);
  const again = await reapplyRefusal(deps.db, studentId, vacancy.id, now);
  if (again) return again;

  let id: number;
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      const overLimit = await countStudentAction(tx, studentId, 'applied', now);
      if (overLimit) return overLimit;
      const [row] = await tx
        .insert(applications)
        .values({
          studentId,
          vacancyId: vacancy.id,
          companyId: vacancy.companyId,
          letter: input.letter ?? '',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: applications.id });
      if (!row) throw new Error('application insert returned nothing');
      await tx
        .insert(applicationEvents)
        .values({ applicationId: row.id, toStatus: 'new', actor: 'student', actorId: studentId, at: now });
      const [student] = await tx
        .select({ firstName: students.firstName, lastName: students.lastName })
        .from(students)
        .where(eq(students.id, studentId));
      // The bot tells a company with Telegram linked; the others get the daily digest
      // (send-application-digest.ts). Queued with the application (docs/decisions/022-durable-outbox.md).
      await enqueueNotification(
        deps,
        tx,
        { account: { kind: 'company', id: vacancy.companyId } },
        {
          type: 'application-new',
          applicationId: row.id,
          vacancyTitle: vacancy.title,
          studentName: student ? fullName(student) : '',
        },
      );
      return row.id;
    });
    if (typeof outcome !== 'number') return outcome;
    id = outcome;
  } catch (error) {
    if (isUniqueViolation(error)) return failure('conflict', applicationMessages.alreadyApplied);
    throw error;
  }

  const [item] = await readApplicationItems(deps.db, [id], 'student');
  if (!item) throw new Error('application vanished after insert');
  return success(item);
}
