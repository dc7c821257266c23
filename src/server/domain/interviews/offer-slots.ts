import { and, eq, inArray, isNull } from 'drizzle-orm';
import { INTERVIEW_HORIZON_DAYS, type InterviewSlotInput } from '../../../shared/contract/interview.contract';
import { formatMessage } from '../../../shared/messages';
import type { Executor } from '../../db/client';
import { interviewSlotOffers, interviewSlots } from '../../db/schema';
import { type DomainResult, invalid, success } from '../result';
import { interviewMessages } from './interview-messages';
import type { OfferedSlot } from './slot-time';

const DAY = 24 * 3_600_000;

type OfferInput = {
  interviewId: number;
  companyId: number;
  slots: readonly InterviewSlotInput[];
  slotIds: readonly number[];
  now: Date;
};

/** Why a time cannot be offered now: past, beyond the horizon, or null when it can. */
function timeRefusal(startsAt: Date, now: Date): string | null {
  if (startsAt.getTime() <= now.getTime()) return interviewMessages.slotInPast;
  if (startsAt.getTime() > now.getTime() + INTERVIEW_HORIZON_DAYS * DAY)
    return formatMessage(interviewMessages.slotTooFar, { days: String(INTERVIEW_HORIZON_DAYS) });
  return null;
}

type Reused = { id: number; startsAt: Date; durationMin: number };
type CheckedOffer = { companyId: number; slots: readonly InterviewSlotInput[]; reused: Reused[] };

/**
 * Checks the times one interview is to offer, before anything is written: new slots, and
 * `slotIds` naming free future slots of the same company that other invitations offer too (the
 * company reuses one time across applicants, docs/decisions/057). Every time is checked against
 * the clock: in the future, within the horizon, none twice.
 */
export async function checkSlots(
  tx: Executor,
  input: Omit<OfferInput, 'interviewId'>,
): Promise<DomainResult<CheckedOffer>> {
  const { now } = input;
  for (const slot of input.slots) {
    const refusal = timeRefusal(new Date(slot.startsAt), now);
    if (refusal) return invalid({ slots: refusal });
  }
  const ids = [...new Set(input.slotIds)];
  const reused = ids.length
    ? await tx
        .select({
          id: interviewSlots.id,
          startsAt: interviewSlots.startsAt,
          durationMin: interviewSlots.durationMin,
        })
        .from(interviewSlots)
        .where(
          and(
            inArray(interviewSlots.id, ids),
            eq(interviewSlots.companyId, input.companyId),
            isNull(interviewSlots.bookedApplicationId),
          ),
        )
    : [];
  if (reused.length !== ids.length) return invalid({ slotIds: interviewMessages.slotUnknown });
  for (const slot of reused) {
    const refusal = timeRefusal(slot.startsAt, now);
    if (refusal) return invalid({ slotIds: refusal });
  }
  const times = [
    ...input.slots.map((slot) => new Date(slot.startsAt).getTime()),
    ...reused.map((slot) => slot.startsAt.getTime()),
  ];
  if (new Set(times).size !== times.length) return invalid({ slots: interviewMessages.slotTwice });
  return success({ companyId: input.companyId, slots: input.slots, reused });
}

/** Writes a checked offer for `interviewId`: its new slots, and the offers of every time. */
export async function writeSlots(
  tx: Executor,
  interviewId: number,
  offer: CheckedOffer,
): Promise<OfferedSlot[]> {
  const created = offer.slots.length
    ? await tx
        .insert(interviewSlots)
        .values(
          offer.slots.map((slot) => ({
            interviewId,
            companyId: offer.companyId,
            startsAt: new Date(slot.startsAt),
            durationMin: slot.durationMin,
          })),
        )
        .returning({
          id: interviewSlots.id,
          startsAt: interviewSlots.startsAt,
          durationMin: interviewSlots.durationMin,
        })
    : [];
  const offered = [...created, ...offer.reused];
  await tx
    .insert(interviewSlotOffers)
    .values(offered.map((slot) => ({ interviewId, slotId: slot.id })))
    .onConflictDoNothing();
  return offered.map(({ id, startsAt, durationMin }) => ({ id, startsAt, durationMin }));
}
