import { eq } from 'drizzle-orm';
import { students } from '../../src/server/db/schema';
import type { useApplicationSuite } from './application-suite';
import { DAY, seedApplication, seedBookedInterview } from './outcome-fixtures';

const HOUR = 3_600_000;

/**
 * The outcome figures against hand-computed data (docs/decisions/021). The clock stands at
 * 2026-11-21 10:00 UTC (13:00 in Moscow); the period 2026-11-09…2026-11-21 holds a1–a7 and a9.
 *
 *   a1 student→analyst    −10 d  answered +2 h    invited→offer→accepted→hired; interview at +24 h (held)
 *   a2 other→analyst      −9 d   answered +48 h   rejected
 *   a3 student→intern     −8 d   answered +100 h  invited (late); interview in 2 days (booked, not held)
 *   a4 other→intern       −7 d   never answered, viewed (due, missed)
 *   a5 student→java       −6 d   withdrawn at +24 h (not due)
 *   a6 other→java         −1 d   new (not due yet)
 *   a7 pending→java       −5 d   answered +10 h   offer, declined by the student at +20 h
 *   a8 pending→analyst    −30 d  answered +1 h    hired (before the period)
 *   a9 denied→analyst     −6 d   rejected by archiving at +5 h (not due)
 *
 * Answered in the period: 2, 48, 100, 10 h → median 29, average 40; due 5 (four answered + a4),
 * in time 3 (a1, a2, a7) → 0.6. Interviews booked 2 (a1, a3), held 1; hours to the interview
 * 24 (a1) and 240 (a3) → median 132. Offers 2 (a1, a7): accepted 1, declined 1.
 */
export async function seedOutcomeCohort(s: ReturnType<typeof useApplicationSuite>): Promise<void> {
  const db = s.database.db;
  const set = (id: number, faculty: string | null, course: number | null) =>
    db.update(students).set({ faculty, course }).where(eq(students.id, id));
  await set(s.board.student.id, 'ВМК', 2);
  await set(s.ids.otherStudent, 'Экономический', 4);
  await set(s.ids.pendingStudent, '  ', null);
  await set(s.ids.deniedStudent, 'ВМК', 2);
  const now = s.t.clock.now().getTime();
  const { owner, other } = s.board;
  const { analyst, intern, java } = s.vacancies;
  const seed = (
    studentId: number,
    vacancyId: number,
    daysAgo: number,
    rest: Omit<Parameters<typeof seedApplication>[1], 'studentId' | 'vacancyId' | 'companyId' | 'createdAt'>,
  ) =>
    seedApplication(db, {
      studentId,
      vacancyId,
      companyId: vacancyId === java ? other.id : owner.id,
      createdAt: new Date(now - daysAgo * DAY),
      ...rest,
    });
  const [student, otherStudent, pending, denied] = [
    s.board.student.id,
    s.ids.otherStudent,
    s.ids.pendingStudent,
    s.ids.deniedStudent,
  ];
  const a1 = await seed(student, analyst, 10, {
    status: 'hired',
    answeredAfterHours: 2,
    moves: [
      { to: 'invited', afterHours: 2 },
      { to: 'offer', afterHours: 30 },
      { to: 'accepted', afterHours: 40, actor: 'student' },
      { to: 'hired', afterHours: 60 },
    ],
  });
  await seedBookedInterview(db, {
    applicationId: a1,
    companyId: owner.id,
    startsAt: new Date(now - 10 * DAY + 24 * HOUR),
    durationMin: 60,
  });
  await seed(otherStudent, analyst, 9, {
    status: 'rejected',
    answeredAfterHours: 48,
    moves: [{ to: 'rejected', afterHours: 48 }],
  });
  const a3 = await seed(student, intern, 8, {
    status: 'invited',
    answeredAfterHours: 100,
    moves: [{ to: 'invited', afterHours: 100 }],
  });
  await seedBookedInterview(db, {
    applicationId: a3,
    companyId: owner.id,
    startsAt: new Date(now + 2 * DAY),
    durationMin: 30,
  });
  await seed(otherStudent, intern, 7, { status: 'viewed', moves: [{ to: 'viewed', afterHours: 1 }] });
  await seed(student, java, 6, {
    status: 'withdrawn',
    moves: [{ to: 'withdrawn', afterHours: 24, actor: 'student' }],
  });
  await seed(otherStudent, java, 1, { status: 'new' });
  await seed(pending, java, 5, {
    status: 'declined',
    answeredAfterHours: 10,
    moves: [
      { to: 'offer', afterHours: 10, actor: 'admin' },
      { to: 'declined', afterHours: 20, actor: 'student' },
    ],
  });
  await seed(pending, analyst, 30, {
    status: 'hired',
    answeredAfterHours: 1,
    moves: [
      { to: 'offer', afterHours: 1 },
      { to: 'hired', afterHours: 2 },
    ],
  });
  await seed(denied, analyst, 6, {
    status: 'rejected',
    moves: [{ to: 'rejected', afterHours: 5, actor: 'system' }],
  });
}
