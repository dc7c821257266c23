import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { interviews } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { cancelLocked } from './change-interview';
import { offeredSlots, readInterviewFacts } from './interview-rows';
import { slotEnd } from './slot-time';
import type { Side } from './tell-side';

/**
 * An application that closes (the student withdraws it; a refusal or a declined invitation, whose
 * callers use this too) cancels its upcoming interviews in the same transaction, which holds the
 * application's row lock: the time is freed for others, the reminders are withdrawn and both
 * calendars get the CANCEL (docs/decisions/057). An interview already held stays as it was.
 */
export async function closeInterviewsOf(
  deps: DomainDeps,
  tx: Executor,
  applicationId: number,
  actor: Side,
  message: string,
  now: Date,
): Promise<number> {
  const active = await tx
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.applicationId, applicationId), eq(interviews.status, 'active')));
  let cancelled = 0;
  for (const { id } of active) {
    const slots = await offeredSlots(tx, [id]);
    const booked = slots.filter((slot) => slot.bookedApplicationId === applicationId);
    const ahead = (booked.length > 0 ? booked : slots).some(
      (slot) => slotEnd(slot).getTime() > now.getTime(),
    );
    const facts = ahead ? await readInterviewFacts(tx, id, null) : undefined;
    if (!facts) continue;
    await cancelLocked(deps, tx, facts, actor, message, now);
    cancelled += 1;
  }
  return cancelled;
}
