/**
 * The hiring conversation's journeys (issue 25, tests/e2e/conversation.journey.test.ts): the
 * accounts and the applications they start from. Applying, offering and inviting by the API are
 * other journeys' subjects, so the set-up calls the domain functions the endpoints call, on the
 * fresh database before the server starts, with no notifier or mailer: nothing is told of it, and
 * what Telegram and the inbox receive in a journey is the journey's own doing.
 */
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { companies, students } from '../../../src/server/db/schema';
import { DEMO_COMPANY_EMAIL } from '../../../src/server/demo/seed-demo';
import { applyToVacancy } from '../../../src/server/domain/applications/apply';
import { changeApplicationStatus } from '../../../src/server/domain/applications/change-status';
import type { DomainDeps } from '../../../src/server/domain/deps';
import { createInterview } from '../../../src/server/domain/interviews/create-interview';
import type { DomainResult } from '../../../src/server/domain/result';
import type { InterviewItem } from '../../../src/shared/contract/interview.contract';
import { moscowDate } from '../../../src/shared/moscow-time';
import { MAIL_STUDENT, type SeededVacancy, TG_STUDENT } from './applications-journey';
import { insertApprovedStudents, type Student, seedDemoThen, visibleVacanciesOf } from './demo-seed';
import { PASSWORD } from './feedback-journey';

export { MAIL_STUDENT, TG_STUDENT } from './applications-journey';

/** Two students without Telegram whom the company offered the same time. */
export const RACERS: readonly [Student, Student] = [
  { email: 'races.first@univer.ru', firstName: 'Римма', lastName: 'Быстрова', telegram: null },
  { email: 'races.second@univer.ru', firstName: 'Роман', lastName: 'Скорых', telegram: null },
];

type Slot = { id: number; startsAt: string; durationMin: number };

export type ConversationWorld = {
  /** The Telegram student's new application: the company invites on the website. */
  invite: { applicationId: number; vacancy: SeededVacancy };
  /** The mail student's application with the company's offer waiting for the answer. */
  offer: { applicationId: number; vacancy: SeededVacancy; message: string };
  /** The mail student's invitation with three times. */
  booking: { applicationId: number; vacancy: SeededVacancy; interviewId: number; slots: Slot[] };
  /** The racers' applications and the time offered to both (the first's first, the second's only shared). */
  race: { applicationIds: [number, number]; vacancy: SeededVacancy; shared: Slot };
};

export const INVITATION_LINK = 'https://telemost.example.ru/j/25';
const DAY = 86_400_000;

/** A Moscow time `days` ahead, as the invitation form sends it (ISO 8601 with +03:00). */
export function moscowSlot(days: number, time: string): string {
  return `${moscowDate(new Date(Date.now() + days * DAY))}T${time}:00+03:00`;
}

function seededValue<T>(result: DomainResult<T>, what: string): T {
  if (!result.ok) throw new Error(`seeding ${what}: ${JSON.stringify(result)}`);
  return result.value;
}

const slotsOf = (item: InterviewItem): Slot[] =>
  item.slots.map(({ id, startsAt, durationMin }) => ({ id, startsAt, durationMin }));

/**
 * The small demo board, the four students (approved, a known password), and their applications
 * to three of the demo company's vacancies, moved as ConversationWorld says.
 */
export async function seedConversation(
  env: Record<string, string>,
  world: Partial<ConversationWorld>,
): Promise<void> {
  await seedDemoThen(env, async (db) => {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.email, DEMO_COMPANY_EMAIL));
    if (!company) throw new Error('the demo board has no demo company');
    const [first, second, third] = await visibleVacanciesOf(db, company.id, 3);
    if (!first || !second || !third)
      throw new Error('the demo company has fewer than three visible vacancies');
    await insertApprovedStudents(db, [TG_STUDENT, MAIL_STUDENT, ...RACERS], PASSWORD, { course: 4 });
    const deps: DomainDeps = { db, now: () => new Date() };
    const viewer = { kind: 'company' as const, id: company.id };
    const apply = async (student: Student, vacancy: SeededVacancy) => {
      const id = await studentIdOf(db, student.email);
      return seededValue(await applyToVacancy(deps, id, { vacancyId: vacancy.id }), 'an application').id;
    };
    const invite = async (applicationId: number, slots: string[], slotIds: number[] = []) =>
      seededValue(
        await createInterview(deps, viewer, {
          applicationId,
          slots: slots.map((startsAt) => ({ startsAt, durationMin: 45 })),
          slotIds,
          format: 'online',
          link: INVITATION_LINK,
        }),
        'an invitation',
      );

    const offerId = await apply(MAIL_STUDENT, first);
    const offerMessage = 'Готовы взять вас на стажировку с 1-го числа: 40 000 ₽, гибкий график.';
    seededValue(
      await changeApplicationStatus(deps, viewer, { ids: [offerId], status: 'offer', message: offerMessage }),
      'the offer',
    );
    const bookingId = await apply(MAIL_STUDENT, second);
    const booking = await invite(bookingId, [
      moscowSlot(3, '10:00'),
      moscowSlot(3, '14:00'),
      moscowSlot(4, '10:00'),
    ]);
    const [raceFirst, raceSecond] = [await apply(RACERS[0], third), await apply(RACERS[1], third)];
    const shared = slotsOf(await invite(raceFirst, [moscowSlot(5, '11:00'), moscowSlot(5, '12:00')]))[0];
    if (!shared) throw new Error('the race invitation has no time');
    await invite(raceSecond, [moscowSlot(5, '16:00')], [shared.id]);
    Object.assign(world, {
      invite: { applicationId: await apply(TG_STUDENT, first), vacancy: first },
      offer: { applicationId: offerId, vacancy: first, message: offerMessage },
      booking: {
        applicationId: bookingId,
        vacancy: second,
        interviewId: booking.id,
        slots: slotsOf(booking),
      },
      race: { applicationIds: [raceFirst, raceSecond], vacancy: third, shared },
    } satisfies ConversationWorld);
  });
}

async function studentIdOf(db: DatabaseHandle['db'], email: string): Promise<number> {
  const [row] = await db.select({ id: students.id }).from(students).where(eq(students.email, email));
  if (!row) throw new Error(`no student ${email}`);
  return row.id;
}

/** The seeded world, once `seedConversation` has run (inside a test). */
export function seeded(world: Partial<ConversationWorld>): ConversationWorld {
  const { invite, offer, booking, race } = world;
  if (!invite || !offer || !booking || !race) throw new Error('the conversation world was not seeded');
  return { invite, offer, booking, race };
}
