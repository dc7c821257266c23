import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { InterviewItem } from '../../../shared/contract/interview.contract';
import type { Executor } from '../../db/client';
import {
  applications,
  companies,
  interviewSlotOffers,
  interviewSlots,
  interviews,
  students,
  vacancies,
} from '../../db/schema';
import type { Viewer } from '../viewer';

type InterviewAudience = 'student' | 'company';

/** The two sides of an interview: the applicant and the company; nobody else reads one. */
export function interviewScope(viewer: NonNullable<Viewer>): SQL | null {
  if (viewer.kind === 'student') return eq(applications.studentId, viewer.id);
  if (viewer.kind === 'company') return eq(interviews.companyId, viewer.id);
  return null;
}

/** One interview with everything its messages and calendar need, both sides' addresses included. */
export async function readInterviewFacts(tx: Executor, id: number, scope: SQL | null) {
  const [row] = await tx
    .select({
      id: interviews.id,
      applicationId: interviews.applicationId,
      companyId: interviews.companyId,
      status: interviews.status,
      format: interviews.format,
      place: interviews.place,
      link: interviews.link,
      message: interviews.message,
      sequence: interviews.sequence,
      studentId: applications.studentId,
      applicationStatus: applications.status,
      vacancyTitle: vacancies.title,
      companyName: companies.name,
      companyEmail: companies.email,
      companyContact: companies.contactPerson,
      studentEmail: students.email,
      studentFirstName: students.firstName,
      studentLastName: students.lastName,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .innerJoin(students, eq(students.id, applications.studentId))
    .where(scope ? and(eq(interviews.id, id), scope) : eq(interviews.id, id));
  return row;
}
export type InterviewFacts = NonNullable<Awaited<ReturnType<typeof readInterviewFacts>>>;

/** The slots an interview offers, soonest first, with who booked each. */
export async function offeredSlots(tx: Executor, interviewIds: readonly number[]) {
  if (interviewIds.length === 0) return [];
  return tx
    .select({
      interviewId: interviewSlotOffers.interviewId,
      id: interviewSlots.id,
      startsAt: interviewSlots.startsAt,
      durationMin: interviewSlots.durationMin,
      bookedApplicationId: interviewSlots.bookedApplicationId,
    })
    .from(interviewSlotOffers)
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewSlotOffers.slotId))
    .where(inArray(interviewSlotOffers.interviewId, [...interviewIds]))
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));
}

/** The slot this interview's application booked among those offered; undefined when none. */
export async function bookedSlotOf(tx: Executor, interviewId: number, applicationId: number) {
  const slots = await offeredSlots(tx, [interviewId]);
  return slots.find((slot) => slot.bookedApplicationId === applicationId);
}

/** The interviews `ids` as their reader sees them, in the order of `ids`. */
export async function readInterviewItems(
  tx: Executor,
  ids: readonly number[],
  audience: InterviewAudience,
): Promise<InterviewItem[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: interviews.id,
      applicationId: interviews.applicationId,
      status: interviews.status,
      format: interviews.format,
      place: interviews.place,
      link: interviews.link,
      message: interviews.message,
      sequence: interviews.sequence,
      updatedAt: interviews.updatedAt,
      vacancyTitle: vacancies.title,
      companyName: companies.name,
      firstName: students.firstName,
      lastName: students.lastName,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .innerJoin(students, eq(students.id, applications.studentId))
    .where(inArray(interviews.id, [...ids]));
  const slots = await offeredSlots(tx, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = slots.filter((slot) => slot.interviewId === id);
    const booked = own.find((slot) => slot.bookedApplicationId === row.applicationId);
    return [
      {
        id: row.id,
        applicationId: row.applicationId,
        status: row.status,
        format: row.format,
        place: row.place,
        link: row.link,
        message: row.message,
        slots: own.map((slot) => ({
          id: slot.id,
          startsAt: slot.startsAt.toISOString(),
          durationMin: slot.durationMin,
          taken: slot.bookedApplicationId !== null,
        })),
        bookedSlotId: booked?.id ?? null,
        vacancyTitle: row.vacancyTitle,
        companyName: row.companyName,
        studentName: audience === 'company' ? `${row.firstName} ${row.lastName}`.trim() : null,
        sequence: row.sequence,
        updatedAt: row.updatedAt.toISOString(),
      },
    ];
  });
}
