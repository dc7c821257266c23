import { and, eq } from 'drizzle-orm';
import { canCompanyMove } from '../../../shared/contract/application.contract';
import {
  INTERVIEW_SLOTS_MAX,
  type InterviewCancel,
  type InterviewItem,
  type InterviewReschedule,
  interviewSlotCountOk,
} from '../../../shared/contract/interview.contract';
import { formatMessage } from '../../../shared/messages';
import type { Executor } from '../../db/client';
import { interviewSlotOffers, interviews } from '../../db/schema';
import type { SlotChoice } from '../../notify/notifier';
import { recordApplicationMove } from '../applications/record-move';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, invalid, success } from '../result';
import type { Viewer } from '../viewer';
import { admitInterviewWrite } from './admit-write';
import { bumpSequence, releaseBooking } from './book-slot';
import { invitationText } from './create-interview';
import { calendarAttachment, interviewCalendar } from './interview-calendar';
import { interviewMessages } from './interview-messages';
import { bookedSlotOf, type InterviewFacts, readInterviewFacts, readInterviewItems } from './interview-rows';
import { lockInterview } from './lock-interview';
import { checkSlots, writeSlots } from './offer-slots';
import { withdrawReminders } from './reminders';
import { type SlotTime, slotChoice, slotText } from './slot-time';
import { interviewNews, type Side, tellSide } from './tell-side';

const sideOf = (viewer: NonNullable<Viewer>): Side => (viewer.kind === 'student' ? 'student' : 'company');
const otherSide = (side: Side): Side => (side === 'student' ? 'company' : 'student');

/**
 * Lets go of the booked time, if any: the slot is free again, the reminders are withdrawn, the
 * SEQUENCE grows, and both calendars get the CANCEL of the old time (docs/decisions/057). Returns
 * the facts after the bump and the old time.
 */
async function letGo(
  tx: Executor,
  facts: InterviewFacts,
  now: Date,
): Promise<{ facts: InterviewFacts; booked: SlotTime | null }> {
  const slot = await bookedSlotOf(tx, facts.id, facts.applicationId);
  if (slot) await releaseBooking(tx, slot.id, facts.applicationId);
  await withdrawReminders(tx, facts.id);
  await bumpSequence(tx, facts.id, now);
  const after = await readInterviewFacts(tx, facts.id, null);
  if (!after) throw new Error('interview vanished inside its transaction');
  return { facts: after, booked: slot ? { startsAt: slot.startsAt, durationMin: slot.durationMin } : null };
}

/** Tells the other side of the change, and sends both the CANCEL of a time that was booked. */
async function tellChange(
  deps: DomainDeps,
  tx: Executor,
  change: { facts: InterviewFacts; booked: SlotTime | null },
  actor: Side,
  event: 'rescheduled' | 'cancelled',
  message: string | null,
  now: Date,
  slots?: SlotChoice,
): Promise<void> {
  const { facts, booked } = change;
  const when = booked ? slotText(booked) : null;
  const calendar = booked
    ? calendarAttachment(interviewCalendar(deps, facts, booked, 'CANCEL', now), 'CANCEL')
    : undefined;
  const options = calendar ? { calendar } : {};
  const news = interviewNews(facts, otherSide(actor), event, when, message);
  await tellSide(deps, tx, facts, slots ? { ...news, slots } : news, options);
  if (calendar)
    await tellSide(deps, tx, facts, interviewNews(facts, actor, event, when, message), {
      calendar,
      mailOnly: true,
    });
}

async function answer(tx: Executor, id: number, viewer: NonNullable<Viewer>) {
  const [item] = await readInterviewItems(tx, [id], sideOf(viewer));
  if (!item) throw new Error('interview not readable');
  return success(item);
}

/**
 * POST /api/interview/reschedule/ — the company offers new times (1–10; the old offer and any
 * booking go, and the student chooses again); the student asks for another time with a message
 * (the booking goes, the company is asked to offer new times). Either way the other side is told.
 */
export async function rescheduleInterview(
  deps: DomainDeps,
  viewer: NonNullable<Viewer>,
  input: InterviewReschedule,
): Promise<DomainResult<InterviewItem>> {
  const refused = await admitInterviewWrite(deps, viewer);
  if (refused) return refused;
  const side = sideOf(viewer);
  if (side === 'company' && !interviewSlotCountOk(input))
    return invalid({
      slots: formatMessage(interviewMessages.companySlotsRequired, { max: String(INTERVIEW_SLOTS_MAX) }),
    });
  if (side === 'student' && input.slots.length + input.slotIds.length > 0)
    return invalid({ slots: interviewMessages.studentNoSlots });
  if (side === 'student' && !input.message)
    return invalid({ message: interviewMessages.studentMessageRequired });
  const now = deps.now();
  const message = input.message ? input.message : null;
  return deps.db.transaction(async (tx) => {
    const facts = await lockInterview(tx, viewer, input.id);
    if (!facts) return failure('not-found', interviewMessages.notFound);
    if (facts.status === 'cancelled') return failure('conflict', interviewMessages.cancelled);
    if (side === 'student') {
      await askAnotherTimeLocked(deps, tx, facts, viewer.id, message ?? '', now);
      return answer(tx, facts.id, viewer);
    }
    const checked = await checkSlots(tx, {
      companyId: facts.companyId,
      slots: input.slots,
      slotIds: input.slotIds,
      now,
    });
    if (!checked.ok) return checked;
    const change = await letGo(tx, facts, now);
    await tx.delete(interviewSlotOffers).where(eq(interviewSlotOffers.interviewId, facts.id));
    const offered = await writeSlots(tx, facts.id, checked.value);
    const text = invitationText(message, offered);
    if (canCompanyMove(facts.applicationStatus, 'invited'))
      await recordApplicationMove(tx, {
        applicationId: facts.applicationId,
        from: facts.applicationStatus,
        to: 'invited',
        actor: 'company',
        actorId: viewer.id,
        message: text,
        shown: message,
        at: now,
      });
    await tellChange(deps, tx, change, side, 'rescheduled', text, now, slotChoice(facts.id, offered));
    return answer(tx, facts.id, viewer);
  });
}

/**
 * POST /api/interview/cancel/ — either side, with a message: the interview is cancelled, its
 * booking released and its reminders withdrawn; the other side is told and both calendars get
 * the CANCEL. The application keeps its status (a refusal is the company's separate move).
 * Cancelling a cancelled interview changes nothing.
 */
export async function cancelInterview(
  deps: DomainDeps,
  viewer: NonNullable<Viewer>,
  input: InterviewCancel,
): Promise<DomainResult<InterviewItem>> {
  const refused = await admitInterviewWrite(deps, viewer);
  if (refused) return refused;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const facts = await lockInterview(tx, viewer, input.id);
    if (!facts) return failure('not-found', interviewMessages.notFound);
    if (facts.status === 'cancelled') return answer(tx, facts.id, viewer);
    await cancelLocked(deps, tx, facts, sideOf(viewer), input.message, now);
    return answer(tx, facts.id, viewer);
  });
}

/**
 * The student asks for another time (docs/decisions/059), the application's row locked: the
 * booked time is let go, the company told with the CANCEL of it, and the answer recorded, so the
 * invitation waits for the company's new times.
 */
async function askAnotherTimeLocked(
  deps: DomainDeps,
  tx: Executor,
  facts: InterviewFacts,
  studentId: number,
  message: string,
  now: Date,
): Promise<void> {
  const change = await letGo(tx, facts, now);
  await tellChange(deps, tx, change, 'student', 'rescheduled', message, now);
  if (facts.applicationStatus === 'invited')
    await recordApplicationMove(tx, {
      applicationId: facts.applicationId,
      from: 'invited',
      to: 'invited',
      actor: 'student',
      actorId: studentId,
      message,
      at: now,
      answer: 'reschedule',
    });
}

/**
 * «Предложить другое время» from the student's answer (POST /api/application/answer/): the same
 * step as the student's POST /api/interview/reschedule/ on the application's active interview.
 * False when the invitation has no active interview (a written invitation without times).
 */
export async function askAnotherTimeOf(
  deps: DomainDeps,
  tx: Executor,
  applicationId: number,
  studentId: number,
  message: string,
  now: Date,
): Promise<boolean> {
  const [active] = await tx
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.applicationId, applicationId), eq(interviews.status, 'active')));
  const facts = active ? await readInterviewFacts(tx, active.id, null) : undefined;
  if (!facts) return false;
  await askAnotherTimeLocked(deps, tx, facts, studentId, message, now);
  return true;
}

/**
 * Cancels one interview whose application's row the caller has locked: released, reminders
 * withdrawn, SEQUENCE bumped, the other side told, both calendars sent the CANCEL.
 */
export async function cancelLocked(
  deps: DomainDeps,
  tx: Executor,
  facts: InterviewFacts,
  actor: Side,
  message: string,
  now: Date,
): Promise<void> {
  await tx.update(interviews).set({ status: 'cancelled' }).where(eq(interviews.id, facts.id));
  const change = await letGo(tx, facts, now);
  await tellChange(deps, tx, change, actor, 'cancelled', message, now);
}
