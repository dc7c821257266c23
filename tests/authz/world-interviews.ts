import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { applications, interviewSlotOffers, interviewSlots, interviews } from '../../src/server/db/schema';

/**
 * An interview of an application (issue 25, docs/decisions/057) with one time two days ahead,
 * booked by that application unless `booked` is false, straight into the tables: the
 * authorisation world's interviews.
 */
export async function seedInterview(
  db: Database,
  applicationId: number,
  now: Date,
  booked = true,
): Promise<{ id: number; slotId: number }> {
  const [application] = await db.select().from(applications).where(eq(applications.id, applicationId));
  if (!application) throw new Error('seed failed');
  const [row] = await db
    .insert(interviews)
    .values({ applicationId, companyId: application.companyId, format: 'office', place: 'Офис' })
    .returning();
  if (!row) throw new Error('seed failed');
  const [slot] = await db
    .insert(interviewSlots)
    .values({
      interviewId: row.id,
      companyId: application.companyId,
      startsAt: new Date(now.getTime() + 2 * 86_400_000),
      durationMin: 45,
      ...(booked ? { bookedApplicationId: applicationId, bookedAt: now } : {}),
    })
    .returning();
  if (!slot) throw new Error('seed failed');
  await db.insert(interviewSlotOffers).values({ interviewId: row.id, slotId: slot.id });
  return { id: row.id, slotId: slot.id };
}
