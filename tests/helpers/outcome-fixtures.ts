import type { Database } from '../../src/server/db/client';
import {
  applicationEvents,
  applications,
  interviewSlotOffers,
  interviewSlots,
  interviews,
} from '../../src/server/db/schema';
import type { APPLICATION_ACTORS, ApplicationStatus } from '../../src/shared/contract/application.contract';

type ApplicationActor = (typeof APPLICATION_ACTORS)[number];

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export type SeededApplication = {
  studentId: number;
  vacancyId: number;
  companyId: number;
  status: ApplicationStatus;
  createdAt: Date;
  /** Hours after applying of the company's first answer; absent: never answered. */
  answeredAfterHours?: number;
  /** The history after `new`: each move and its hours after applying. */
  moves?: readonly { to: ApplicationStatus; afterHours: number; actor?: ApplicationActor }[];
};

/**
 * An application written straight into the tables with controlled moments, as the outcome
 * figures read it (docs/decisions/021): the row, its `new` event and the given moves.
 */
export async function seedApplication(db: Database, seed: SeededApplication): Promise<number> {
  const at = (hours: number) => new Date(seed.createdAt.getTime() + hours * HOUR);
  const [row] = await db
    .insert(applications)
    .values({
      studentId: seed.studentId,
      vacancyId: seed.vacancyId,
      companyId: seed.companyId,
      status: seed.status,
      createdAt: seed.createdAt,
      updatedAt: seed.createdAt,
      firstAnswerAt: seed.answeredAfterHours === undefined ? null : at(seed.answeredAfterHours),
    })
    .returning({ id: applications.id });
  if (!row) throw new Error('seed failed');
  let from: ApplicationStatus = 'new';
  const events: (typeof applicationEvents.$inferInsert)[] = [
    { applicationId: row.id, fromStatus: null, toStatus: 'new', actor: 'student', at: seed.createdAt },
  ];
  for (const move of seed.moves ?? []) {
    events.push({
      applicationId: row.id,
      fromStatus: from,
      toStatus: move.to,
      actor: move.actor ?? 'company',
      at: at(move.afterHours),
    });
    from = move.to;
  }
  await db.insert(applicationEvents).values(events);
  return row.id;
}

/**
 * An interview of an application holding one booked time (docs/decisions/057), written straight
 * into the tables: what the outcome figures read as «booked», and «held» once the time has ended.
 */
export async function seedBookedInterview(
  db: Database,
  booking: { applicationId: number; companyId: number; startsAt: Date; durationMin: number },
): Promise<void> {
  const [interview] = await db
    .insert(interviews)
    .values({
      applicationId: booking.applicationId,
      companyId: booking.companyId,
      format: 'online',
      link: 'https://meet.example.ru/interview',
    })
    .returning({ id: interviews.id });
  if (!interview) throw new Error('seed failed');
  const [slot] = await db
    .insert(interviewSlots)
    .values({
      interviewId: interview.id,
      companyId: booking.companyId,
      startsAt: booking.startsAt,
      durationMin: booking.durationMin,
      bookedApplicationId: booking.applicationId,
      bookedAt: booking.startsAt,
    })
    .returning({ id: interviewSlots.id });
  if (!slot) throw new Error('seed failed');
  await db.insert(interviewSlotOffers).values({ interviewId: interview.id, slotId: slot.id });
}
