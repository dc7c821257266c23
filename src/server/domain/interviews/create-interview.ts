import { and, eq, gt, sql } from 'drizzle-orm';
import { canCompanyMove } from '../../../shared/contract/application.contract';
import type { InterviewCreate, InterviewItem } from '../../../shared/contract/interview.contract';
import type { Executor } from '../../db/client';
import {
  applications,
  companies,
  interviewSlotOffers,
  interviewSlots,
  interviews,
  vacancies,
} from '../../db/schema';
import { notifyStudents } from '../applications/notify-student';
import { recordApplicationMove } from '../applications/record-move';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import type { Viewer } from '../viewer';
import { admitInterviewWrite } from './admit-write';
import { interviewMessages } from './interview-messages';
import { readInterviewItems } from './interview-rows';
import { checkSlots, writeSlots } from './offer-slots';
import { type SlotTime, slotChoice, slotLines } from './slot-time';

/** The student's message: the company's words, then every offered time in Moscow time. */
export function invitationText(message: string | null, slots: readonly SlotTime[]): string {
  const times = `Выберите удобное время собеседования:\n${slotLines(slots)}`;
  return message ? `${message}\n\n${times}` : times;
}

/** True when the application already has an active interview with a time still ahead. */
async function hasUpcomingInterview(tx: Executor, applicationId: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: interviews.id })
    .from(interviews)
    .innerJoin(interviewSlotOffers, eq(interviewSlotOffers.interviewId, interviews.id))
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewSlotOffers.slotId))
    .where(
      and(
        eq(interviews.applicationId, applicationId),
        eq(interviews.status, 'active'),
        gt(sql`${interviewSlots.startsAt} + ${interviewSlots.durationMin} * interval '1 minute'`, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * POST /api/interview/ (the owning, approved company): offers 1–10 times for one application and
 * moves it to «invited» (COMPANY_TRANSITIONS), recorded in the history with the times as the
 * message, and tells the student (bot, else mail) in the same transaction. Another company's
 * application is «not found»; one with an upcoming interview must be rescheduled instead.
 */
export async function createInterview(
  deps: DomainDeps,
  viewer: NonNullable<Viewer>,
  input: InterviewCreate,
): Promise<DomainResult<InterviewItem>> {
  const refused = await admitInterviewWrite(deps, viewer);
  if (refused) return refused;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [application] = await tx
      .select({
        id: applications.id,
        status: applications.status,
        studentId: applications.studentId,
        firstAnswerAt: applications.firstAnswerAt,
        vacancyTitle: vacancies.title,
        companyName: companies.name,
      })
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .innerJoin(companies, eq(companies.id, applications.companyId))
      .where(and(eq(applications.id, input.applicationId), eq(applications.companyId, viewer.id)))
      .for('update', { of: applications });
    if (!application) return failure('not-found', interviewMessages.applicationNotFound);
    if (!canCompanyMove(application.status, 'invited'))
      return failure('conflict', interviewMessages.cannotInvite);
    if (await hasUpcomingInterview(tx, application.id, now))
      return failure('conflict', interviewMessages.alreadyActive);
    const checked = await checkSlots(tx, {
      companyId: viewer.id,
      slots: input.slots,
      slotIds: input.slotIds,
      now,
    });
    if (!checked.ok) return checked;

    const message = input.message ? input.message : null;
    const [created] = await tx
      .insert(interviews)
      .values({
        applicationId: application.id,
        companyId: viewer.id,
        format: input.format,
        place: input.format === 'office' ? (input.place ?? null) : input.place || null,
        link: input.format === 'online' ? (input.link ?? null) : input.link || null,
        message,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: interviews.id });
    if (!created) throw new Error('interview insert returned nothing');
    const offered = await writeSlots(tx, created.id, checked.value);
    const text = invitationText(message, offered);
    await recordApplicationMove(tx, {
      applicationId: application.id,
      from: application.status,
      to: 'invited',
      actor: 'company',
      actorId: viewer.id,
      message: text,
      shown: message,
      at: now,
      firstAnswer: application.firstAnswerAt === null,
    });
    await notifyStudents(deps, tx, [
      {
        applicationId: application.id,
        studentId: application.studentId,
        vacancyTitle: application.vacancyTitle,
        companyName: application.companyName,
        status: 'invited',
        message: text,
        slots: slotChoice(created.id, offered),
      },
    ]);
    const [item] = await readInterviewItems(tx, [created.id], 'company');
    if (!item) throw new Error('created interview not readable');
    return success(item);
  });
}
