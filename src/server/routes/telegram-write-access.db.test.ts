import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedAccounts } from '../../../tests/helpers/accounts';
import { sessionCookie } from '../../../tests/helpers/board-fixtures';
import {
  signInitData,
  TEST_BOT_TOKEN,
  type TestTelegramUser,
} from '../../../tests/helpers/telegram-init-data';
import { createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { DatabaseHandle } from '../db/client';
import { sessions, students, telegramUsers } from '../db/schema';
import { markBotUnblocked } from '../domain/telegram/bot-blocked';
import { writeAccessMessages } from '../domain/telegram/write-access';

const TELEGRAM = { botToken: TEST_BOT_TOKEN, maxAgeSeconds: 86_400 };
const tgUser: TestTelegramUser = { id: 555_000_777, first_name: 'Иван', username: 'ivan_w' };

describeOnDatabases('allows_write_to_pm: Telegram sign-in and POST /api/telegram/write-access/', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  let studentId: number;
  let companyId: number;

  beforeAll(async () => {
    database = await target.open();
    const seeded = await seedAccounts(database.db);
    studentId = seeded.student.id;
    companyId = seeded.company.id;
  });
  beforeEach(async () => {
    await database.db.delete(sessions);
    await database.db.update(students).set({ telegramUserId: null });
    await database.db.delete(telegramUsers);
    t = createTestApp(database, undefined, undefined, { telegram: TELEGRAM });
  });
  afterAll(async () => {
    await database.close();
  });

  const stored = async () =>
    (await database.db.select().from(telegramUsers).where(eq(telegramUsers.id, tgUser.id)))[0]
      ?.allowsWriteToPm;
  const tgLogin = (allows?: boolean) =>
    t.api('POST', '/api/tg-login/', {
      json: {
        initData: signInitData({
          user: allows === undefined ? tgUser : { ...tgUser, allows_write_to_pm: allows },
          authDate: t.clock.now(),
        }),
      },
    });
  const linkStudent = async () => {
    await database.db.insert(telegramUsers).values({ id: tgUser.id, firstName: 'Иван' });
    await database.db.update(students).set({ telegramUserId: tgUser.id }).where(eq(students.id, studentId));
  };
  const writeAccess = (cookie: string, json: unknown) =>
    t.api('POST', '/api/telegram/write-access/', { cookie, json });

  it('keeps initData’s allows_write_to_pm at sign-in, linked or not', async () => {
    expect((await tgLogin(true)).status).toBe(404);
    expect(await stored()).toBe(true);
    await database.db.delete(telegramUsers);
    expect((await tgLogin()).status).toBe(404);
    expect(await stored()).toBe(false);
    await database.db.update(students).set({ telegramUserId: tgUser.id }).where(eq(students.id, studentId));
    expect((await tgLogin(true)).status).toBe(200);
    expect(await stored()).toBe(true);
  });

  it('an older launch’s silence does not undo a grant made since', async () => {
    await linkStudent();
    await database.db.update(telegramUsers).set({ allowsWriteToPm: true });
    expect((await tgLogin()).status).toBe(200);
    expect(await stored()).toBe(true);
  });

  it('/start in the bot means the bot may write', async () => {
    await markBotUnblocked(database.db, tgUser.id, t.clock.now());
    expect(await stored()).toBe(true);
  });

  it('the Mini App reports requestWriteAccess; GET /api/telegram/link/ shows it', async () => {
    await linkStudent();
    const cookie = await sessionCookie(database.db, 'student', studentId, t.clock.now());
    const before = await t.api('GET', '/api/telegram/link/', { cookie });
    expect(before.body.data).toMatchObject({ linked: true, allowsWriteToPm: null });
    const granted = await writeAccess(cookie, { allowed: true });
    expect(granted.status).toBe(200);
    expect(granted.body.data).toMatchObject({ linked: true, allowsWriteToPm: true });
    expect(await stored()).toBe(true);
    expect((await writeAccess(cookie, { allowed: false })).body.data).toMatchObject({
      allowsWriteToPm: false,
    });
    expect(await stored()).toBe(false);
  });

  it('refuses a guest (401), bad input (400) and an account with no Telegram (409)', async () => {
    expect((await writeAccess('', { allowed: true })).status).toBe(401);
    const cookie = await sessionCookie(database.db, 'student', studentId, t.clock.now());
    expect((await writeAccess(cookie, { allowed: 'yes' })).status).toBe(400);
    const company = await sessionCookie(database.db, 'company', companyId, t.clock.now());
    const refused = await writeAccess(company, { allowed: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(writeAccessMessages.notLinked);
  });
});
