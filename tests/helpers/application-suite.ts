import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { applicationEvents, applications, outbox, students } from '../../src/server/db/schema';
import type { MailMessage } from '../../src/server/mail/mailer';
import type { ApplicationItem } from '../../src/shared/contract/application.contract';
import { type Board, insertVacancy, seedBoard, sessionCookie } from './board-fixtures';
import { recordingNotifier, type SentNotification } from './outbox-delivery';
import { createTestApp } from './test-app';
import type { DatabaseTarget } from './test-database';

const DAY = 24 * 3_600_000;

/** Who calls in the application suites: the board's roles plus more students. */
export type ApplicationRole =
  | 'guest'
  | 'student'
  | 'otherStudent'
  | 'pendingStudent'
  | 'deniedStudent'
  | 'owner'
  | 'other'
  | 'pending'
  | 'admin';

type ApplicationVacancies = Record<
  'analyst' | 'intern' | 'java' | 'draft' | 'archived' | 'ofPending' | 'expired',
  number
>;

type ApplicationSuite = {
  database: DatabaseHandle;
  t: ReturnType<typeof createTestApp>;
  board: Board;
  ids: { otherStudent: number; pendingStudent: number; deniedStudent: number };
  vacancies: ApplicationVacancies;
  cookies: Record<ApplicationRole, string>;
  mail: MailMessage[];
  /** What the outbox worker handed the bot (only accounts with Telegram linked get any). */
  sent: SentNotification[];
  /** Calls the API as `role`; `data` is the envelope's data. */
  call: (
    role: ApplicationRole,
    method: string,
    path: string,
    json?: unknown,
  ) => Promise<{ status: number; body: Record<string, unknown>; data: unknown }>;
  /** Applies as `role` and returns the item (expects 201). */
  apply: (role: ApplicationRole, vacancyId: number, letter?: string) => Promise<ApplicationItem>;
};

/**
 * The frame of an application API suite: the seeded board (owner «Ромашка», other «Альфа»,
 * pending «Бета»), four students (approved ×2, pending, denied), the owner's two published
 * vacancies, the other company's one and four nobody may apply to; mail and notifications
 * captured. Applications are emptied before each test.
 */
export function useApplicationSuite(target: DatabaseTarget): ApplicationSuite {
  const suite = { mail: [], sent: [] } as unknown as ApplicationSuite;
  beforeAll(async () => {
    suite.database = await target.open();
    const db = suite.database.db;
    suite.t = createTestApp(
      suite.database,
      undefined,
      { send: async (message) => void suite.mail.push(message) },
      { notifier: recordingNotifier(suite.sent) },
    );
    suite.board = await seedBoard(db);
    await db.update(students).set({ university: 'МГУ', faculty: 'ВМК', phone: '+79990000001' });
    const student = (
      email: string,
      firstName: string,
      lastName: string,
      status: 'approved' | 'pending' | 'denied',
    ) =>
      db
        .insert(students)
        .values({ email, passwordHash: 'unused', firstName, lastName, status })
        .returning({ id: students.id });
    const [otherStudent] = await student('petr@example.ru', 'Пётр', 'Петров', 'approved');
    const [pendingStudent] = await student('wait@example.ru', 'Ждан', 'Ждущий', 'pending');
    const [deniedStudent] = await student('no@example.ru', 'Отказ', 'Отказов', 'denied');
    if (!otherStudent || !pendingStudent || !deniedStudent) throw new Error('seed failed');
    suite.ids = {
      otherStudent: otherStudent.id,
      pendingStudent: pendingStudent.id,
      deniedStudent: deniedStudent.id,
    };
    const now = suite.t.clock.now();
    const { owner, other, pending } = suite.board;
    const add = async (values: Parameters<typeof insertVacancy>[2]) =>
      (await insertVacancy(db, now, values)).id;
    suite.vacancies = {
      analyst: await add({ companyId: owner.id, title: 'Аналитик данных' }),
      intern: await add({ companyId: owner.id, title: 'Стажёр-программист' }),
      java: await add({ companyId: other.id, title: 'Java-разработчик' }),
      draft: await add({ companyId: owner.id, title: 'Черновик', status: 'draft' }),
      archived: await add({ companyId: owner.id, title: 'Архив', status: 'archived' }),
      ofPending: await add({ companyId: pending.id, title: 'Вакансия Беты' }),
      expired: await add({
        companyId: owner.id,
        title: 'Истекла',
        expiresAt: new Date(now.getTime() - DAY),
      }),
    };
    const cookie = (kind: 'student' | 'company' | 'admin', id: number) => sessionCookie(db, kind, id, now);
    suite.cookies = {
      guest: '',
      student: await cookie('student', suite.board.student.id),
      otherStudent: await cookie('student', otherStudent.id),
      pendingStudent: await cookie('student', pendingStudent.id),
      deniedStudent: await cookie('student', deniedStudent.id),
      owner: await cookie('company', owner.id),
      other: await cookie('company', other.id),
      pending: await cookie('company', pending.id),
      admin: await cookie('admin', suite.board.admin.id),
    };
    suite.call = async (role, method, path, json) => {
      const cookieValue = suite.cookies[role];
      const response = await suite.t.api(method, path, {
        ...(cookieValue ? { cookie: cookieValue } : {}),
        ...(json === undefined ? {} : { json }),
      });
      return { status: response.status, body: response.body, data: response.body.data };
    };
    suite.apply = async (role, vacancyId, letter) => {
      const response = await suite.call(role, 'POST', '/api/application/', {
        vacancyId,
        ...(letter === undefined ? {} : { letter }),
      });
      if (response.status !== 201)
        throw new Error(`apply answered ${response.status}: ${response.body.message}`);
      return response.data as ApplicationItem;
    };
  });
  beforeEach(async () => {
    await suite.database.db.delete(applicationEvents);
    await suite.database.db.delete(applications);
    await suite.database.db.delete(outbox);
    suite.mail.length = 0;
    suite.sent.length = 0;
  });
  afterAll(async () => {
    await suite.database?.close();
  });
  return suite;
}
