import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../shared/contract/application.contract';
import type { Executor } from '../../db/client';
import { applications, interviewSlotOffers, interviewSlots, interviews } from '../../db/schema';
import { recordApplicationMove } from '../applications/record-move';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import { calendarAttachment, interviewCalendar } from './interview-calendar';
import { interviewMessages } from './interview-messages';
import { offeredSlots, readInterviewFacts } from './interview-rows';
import { queueReminders, withdrawReminders } from './reminders';
import { slotText } from './slot-time';
import { interviewNews, tellSide } from './tell-side';

/** An application past these takes no booking (it was refused, withdrawn or is done). */
const CLOSED: readonly ApplicationStatus[] = ['rejected', 'withdrawn', 'hired', 'declined'];

type BookSlotInput = { applicationId: number; studentId: number; slotId: number; now: Date };
type BookedSlot = { interviewId: number; slotId: number; startsAt: Date; durationMin: number };

/** Bumps the iCalendar SEQUENCE of an interview (every change its calendars must follow). */
export async function bumpSequence(tx: Executor, interviewId: number, now: Date): Promise<void> {
  await tx
    .update(interviews)
    .set({ sequence: sql`${interviews.sequence} + 1`, updatedAt: now })
    .where(eq(interviews.id, interviewId));
}

/**
 * The student books one offered slot of the application's active interview, in the caller's
 * transaction, which holds the application's row lock (the student's answer, or
 * POST /api/interview/book/). The slot is taken by one conditional update of its row
 * (`booked_application_id IS NULL`): of two students choosing it at once, the second waits on the
 * row and finds it taken — «Это время уже заняли». A refusal writes nothing. Choosing another
 * slot of the same interview releases the first. Then the company is told (bot, else mail), both
 * sides get the .ics by mail, and the reminders are queued.
 */
export async function bookInterviewSlot(
  deps: DomainDeps,
  tx: Executor,
  input: BookSlotInput,
): Promise<DomainResult<BookedSlot>> {
  const { applicationId, slotId, now } = input;
  const [interview] = await tx
    .select({ id: interviews.id, applicationStatus: applications.status })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(interviewSlotOffers, eq(interviewSlotOffers.interviewId, interviews.id))
    .where(
      and(
        eq(interviews.applicationId, applicationId),
        eq(applications.studentId, input.studentId),
        eq(interviews.status, 'active'),
        eq(interviewSlotOffers.slotId, slotId),
      ),
    )
    .limit(1);
  if (!interview) return failure('conflict', interviewMessages.slotNotOffered, 'slot-not-offered');
  if (CLOSED.includes(interview.applicationStatus))
    return failure('conflict', interviewMessages.applicationClosed, 'application-closed');
  const offered = await offeredSlots(tx, [interview.id]);
  const slot = offered.find((candidate) => candidate.id === slotId);
  if (!slot) throw new Error('offered slot not readable');
  const previous = offered.find((candidate) => candidate.bookedApplicationId === applicationId);
  if (previous?.id === slotId)
    return success({
      interviewId: interview.id,
      slotId,
      startsAt: slot.startsAt,
      durationMin: slot.durationMin,
    });
  if (slot.startsAt.getTime() <= now.getTime())
    return failure('conflict', interviewMessages.slotPast, 'slot-past');
  const [taken] = await tx
    .update(interviewSlots)
    .set({ bookedApplicationId: applicationId, bookedAt: now })
    .where(and(eq(interviewSlots.id, slotId), isNull(interviewSlots.bookedApplicationId)))
    .returning({ id: interviewSlots.id });
  if (!taken) return failure('conflict', interviewMessages.slotTaken, 'slot-taken');

  if (previous) {
    await releaseBooking(tx, previous.id, applicationId);
    await withdrawReminders(tx, interview.id);
  }
  await bumpSequence(tx, interview.id, now);
  const facts = await readInterviewFacts(tx, interview.id, null);
  if (!facts) throw new Error('booked interview not readable');
  const booked = { startsAt: slot.startsAt, durationMin: slot.durationMin };
  const when = slotText(booked);
  const calendar = calendarAttachment(interviewCalendar(deps, facts, booked, 'REQUEST', now), 'REQUEST');
  await tellSide(deps, tx, facts, interviewNews(facts, 'company', 'booked', when, null), { calendar });
  await tellSide(deps, tx, facts, interviewNews(facts, 'student', 'booked', when, null), {
    calendar,
    mailOnly: true,
  });
  await queueReminders(deps, tx, facts, booked, now);
  // The booking is the student's «Приду» (docs/decisions/059): recorded in the history, and the
  // invitation no longer waits for the student. The company heard of it above.
  if (interview.applicationStatus === 'invited')
    await recordApplicationMove(tx, {
      applicationId,
      from: 'invited',
      to: 'invited',
      actor: 'student',
      actorId: input.studentId,
      message: null,
      at: now,
      answer: 'accept',
    });
  return success({ interviewId: interview.id, slotId, ...booked });
}

/** Frees a slot this application held (a reschedule, a cancellation, another choice). */
export async function releaseBooking(tx: Executor, slotId: number, applicationId: number): Promise<void> {
  await tx
    .update(interviewSlots)
    .set({ bookedApplicationId: null, bookedAt: null })
    .where(and(eq(interviewSlots.id, slotId), eq(interviewSlots.bookedApplicationId, applicationId)));
}
