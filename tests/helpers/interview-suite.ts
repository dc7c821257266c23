import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import {
  applicationEvents,
  applications,
  interviewSlotOffers,
  interviewSlots,
  interviews,
  outbox,
  rateLimits,
  students,
} from '../../src/server/db/schema';
import type { MailMessage } from '../../src/server/mail/mailer';
import type { InterviewItem } from '../../src/shared/contract/interview.contract';
import { type Board, insertVacancy, seedBoard, sessionCookie } from './board-fixtures';
import { recordingNotifier, type SentNotification } from './outbox-delivery';
import { createClock, createTestApp } from './test-app';
import type { DatabaseTarget } from './test-database';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

type InterviewRole = 'guest' | 'student' | 'otherStudent' | 'owner' | 'other' | 'pending' | 'admin';

type Call = (
  role: InterviewRole,
  method: string,
  path: string,
  json?: unknown,
) => Promise<{
  status: number;
  body: Record<string, unknown>;
  data: unknown;
  text: string;
  headers: Headers;
}>;

type InterviewSuite = {
  database: DatabaseHandle;
  t: ReturnType<typeof createTestApp>;
  board: Board;
  otherStudentId: number;
  vacancies: { analyst: number; java: number };
  cookies: Record<InterviewRole, string>;
  mail: MailMessage[];
  sent: SentNotification[];
  call: Call;
  /** An application of `role` to `vacancyId`; returns its id. */
  apply: (role: 'student' | 'otherStudent', vacancyId: number) => Promise<number>;
  /** The owner invites to `applicationId` with these slots (or `slotIds`); expects 201. */
  invite: (applicationId: number, body?: Record<string, unknown>) => Promise<InterviewItem>;
  /** A moment `ms` after the suite's clock, as ISO 8601. */
  at: (ms: number) => string;
};

/**
 * The frame of an interview API suite. Its clock starts at the real time, because scheduled
 * outbox rows (the reminders) fall due by the database's own now(): a reminder a day ahead of the
 * suite's clock must be in the future for the outbox drained after each call too. The board:
 * owner «Ромашка» with «Аналитик данных», other «Альфа» with «Java-разработчик», pending «Бета»;
 * two approved students; mail and bot messages captured. Interviews are emptied before each test.
 */
export function useInterviewSuite(target: DatabaseTarget): InterviewSuite {
  const suite = { mail: [], sent: [] } as unknown as InterviewSuite;
  beforeAll(async () => {
    suite.database = await target.open();
    const db = suite.database.db;
    const clock = createClock(new Date(Math.floor(Date.now() / MINUTE) * MINUTE));
    suite.t = createTestApp(
      suite.database,
      clock,
      { send: async (message) => void suite.mail.push(message) },
      { notifier: recordingNotifier(suite.sent) },
    );
    suite.board = await seedBoard(db);
    const [otherStudent] = await db
      .insert(students)
      .values({
        email: 'petr@example.ru',
        passwordHash: 'unused',
        firstName: 'Пётр',
        lastName: 'Петров',
        status: 'approved',
      })
      .returning({ id: students.id });
    if (!otherStudent) throw new Error('seed failed');
    suite.otherStudentId = otherStudent.id;
    const now = clock.now();
    suite.vacancies = {
      analyst: (await insertVacancy(db, now, { companyId: suite.board.owner.id, title: 'Аналитик данных' }))
        .id,
      java: (await insertVacancy(db, now, { companyId: suite.board.other.id, title: 'Java-разработчик' })).id,
    };
    const cookie = (kind: 'student' | 'company' | 'admin', id: number) => sessionCookie(db, kind, id, now);
    suite.cookies = {
      guest: '',
      student: await cookie('student', suite.board.student.id),
      otherStudent: await cookie('student', otherStudent.id),
      owner: await cookie('company', suite.board.owner.id),
      other: await cookie('company', suite.board.other.id),
      pending: await cookie('company', suite.board.pending.id),
      admin: await cookie('admin', suite.board.admin.id),
    };
    suite.call = async (role, method, path, json) => {
      const cookieValue = suite.cookies[role];
      const response = await suite.t.api(method, path, {
        ...(cookieValue ? { cookie: cookieValue } : {}),
        ...(json === undefined ? {} : { json }),
      });
      return {
        status: response.status,
        body: response.body,
        data: response.body?.data,
        text: response.text,
        headers: response.headers,
      };
    };
    suite.apply = async (role, vacancyId) => {
      const response = await suite.call(role, 'POST', '/api/application/', { vacancyId });
      if (response.status !== 201) throw new Error(`apply answered ${response.status}`);
      return (response.data as { id: number }).id;
    };
    suite.at = (ms) => new Date(suite.t.clock.now().getTime() + ms).toISOString();
    suite.invite = async (applicationId, body) => {
      const response = await suite.call('owner', 'POST', '/api/interview/', {
        applicationId,
        format: 'office',
        place: 'Москва, ул. Тверская, д. 1',
        slots: [
          { startsAt: suite.at(2 * DAY), durationMin: 45 },
          { startsAt: suite.at(2 * DAY + HOUR), durationMin: 45 },
        ],
        ...body,
      });
      if (response.status !== 201)
        throw new Error(`invite answered ${response.status}: ${JSON.stringify(response.body)}`);
      return response.data as InterviewItem;
    };
  });
  beforeEach(async () => {
    const db = suite.database.db;
    await db.delete(interviewSlotOffers);
    await db.delete(interviewSlots);
    await db.delete(interviews);
    await db.delete(applicationEvents);
    await db.delete(applications);
    await db.delete(outbox);
    await db.delete(rateLimits);
    suite.mail.length = 0;
    suite.sent.length = 0;
  });
  afterAll(async () => {
    await suite.database?.close();
  });
  return suite;
}
