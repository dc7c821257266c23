import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outbox } from '../../db/schema';
import type { DomainDeps } from '../deps';
import type { InterviewFacts } from './interview-rows';
import { type SlotTime, slotText } from './slot-time';
import { interviewNews, type Side, tellSide } from './tell-side';

const HOUR = 3_600_000;

/** How long before the booked time each reminder goes, to both sides (issue 25). */
const REMINDER_LEADS_MS = [24 * HOUR, HOUR] as const;

/** The outbox key of an interview's scheduled rows (src/server/db/schema/outbox.ts, `key`). */
export const reminderKey = (interviewId: number): string => `interview:${interviewId}`;

/**
 * Queues the reminders of a booked slot, both sides, each at its time (the outbox's
 * next_attempt_at): 24 hours and 1 hour before. A reminder whose time has already passed at
 * booking is not queued (a booking 3 hours ahead gets only the 1-hour one).
 */
export async function queueReminders(
  deps: DomainDeps,
  tx: Executor,
  facts: InterviewFacts,
  slot: SlotTime,
  now: Date,
): Promise<void> {
  const when = slotText(slot);
  for (const lead of REMINDER_LEADS_MS) {
    const at = new Date(slot.startsAt.getTime() - lead);
    if (at.getTime() <= now.getTime()) continue;
    for (const side of ['student', 'company'] as const satisfies readonly Side[]) {
      await tellSide(deps, tx, facts, interviewNews(facts, side, 'reminder', when, null), {
        at,
        key: reminderKey(facts.id),
      });
    }
  }
}

/**
 * Withdraws the interview's reminders not yet sent (it was moved or cancelled), in the caller's
 * transaction; a row the worker holds at this moment is past its time and goes as it is.
 */
export async function withdrawReminders(tx: Executor, interviewId: number): Promise<number> {
  const rows = await tx
    .delete(outbox)
    .where(
      and(
        eq(outbox.key, reminderKey(interviewId)),
        isNull(outbox.sentAt),
        isNull(outbox.failedAt),
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}
