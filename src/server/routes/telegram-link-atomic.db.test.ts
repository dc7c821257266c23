import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedAccounts, TEST_PASSWORD } from '../../../tests/helpers/accounts';
import { studentRegistration } from '../../../tests/helpers/registration-fixtures';
import { signInitData, signWidgetAnswer, TEST_BOT_TOKEN } from '../../../tests/helpers/telegram-init-data';
import { cookiePair, createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { DatabaseHandle } from '../db/client';
import { outbox, rateLimits, sessions, students, telegramLinkUndoTokens, telegramUsers } from '../db/schema';
import type { MailMessage } from '../mail/mailer';

const TELEGRAM = { botToken: TEST_BOT_TOKEN, maxAgeSeconds: 86_400 };
const user = { id: 904_404, first_name: 'Оля', username: 'olya_dev' };

/**
 * A real constraint the database enforces in the middle of a link: the account's own
 * `telegram_user_id` (the link itself), or the undo token (the link's notice, the last write).
 * Each fails after the session and the link are already written in the same transaction.
 */
const FAULTS = [
  { name: 'the link', table: 'students', check: 'telegram_user_id is null' },
  { name: 'the notice', table: 'telegram_link_undo_tokens', check: 'false' },
] as const;

/**
 * Signing in, registering or linking with the Login Widget inside Telegram writes the session,
 * the link and its notice as one transaction (docs/decisions/013): when any part fails, none of
 * it stays — no session, no link, no undo token, no letter queued.
 */
describeOnDatabases('a Telegram link commits with its sign-in, or nothing does', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  let studentId: number;
  let mailed: MailMessage[];

  beforeAll(async () => {
    database = await target.open();
    studentId = (await seedAccounts(database.db)).student.id;
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    await database.db.delete(sessions);
    await database.db.delete(telegramUsers);
    await database.db.delete(telegramLinkUndoTokens);
    await database.db.delete(outbox);
    await database.db.update(students).set({ telegramUserId: null });
    mailed = [];
    const mailer = { send: async (message: MailMessage) => void mailed.push(message) };
    t = createTestApp(database, undefined, mailer, { telegram: TELEGRAM });
  });
  afterEach(async () => {
    for (const fault of FAULTS)
      await database.db.execute(sql.raw(`alter table ${fault.table} drop constraint if exists refused`));
    await database.db.execute(sql.raw('drop table if exists session_hold'));
  });
  afterAll(async () => {
    await database?.close();
  });

  const refuse = (fault: (typeof FAULTS)[number]) =>
    database.db.execute(sql.raw(`alter table ${fault.table} add constraint refused check (${fault.check})`));
  const count = async (table: typeof sessions | typeof telegramUsers | typeof outbox) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  const linkedId = async () =>
    (await database.db.select().from(students).where(eq(students.id, studentId)))[0]?.telegramUserId;
  /** Nothing of a link: the account unlinked, no Telegram user, no undo token, nothing queued. */
  const expectNoLink = async () => {
    expect(await linkedId()).toBeNull();
    expect(await count(telegramUsers)).toBe(0);
    expect(await database.db.select().from(telegramLinkUndoTokens)).toEqual([]);
    expect(await count(outbox)).toBe(0);
  };
  const signInInsideTelegram = () =>
    t.api('POST', '/api/login/', {
      json: {
        email: 'student@example.ru',
        password: TEST_PASSWORD,
        kind: 'student',
        initData: signInitData({ user, authDate: t.clock.now() }),
      },
    });

  for (const fault of FAULTS) {
    it(`a sign-in inside Telegram leaves no session when ${fault.name} fails`, async () => {
      await refuse(fault);
      const failed = await signInInsideTelegram();
      expect(failed.status).toBe(500);
      expect(failed.headers.get('set-cookie')).toBeNull();
      expect(await count(sessions)).toBe(0);
      await expectNoLink();
    });

    it(`a registration inside Telegram leaves no account when ${fault.name} fails`, async () => {
      await refuse(fault);
      const failed = await t.api('POST', '/api/register/', {
        json: studentRegistration({ initData: signInitData({ user, authDate: t.clock.now() }) }),
      });
      expect(failed.status).toBe(500);
      expect(await database.db.select().from(students).where(eq(students.email, 'maria@example.ru'))).toEqual(
        [],
      );
      expect(await count(sessions)).toBe(0);
      await expectNoLink();
    });

    it(`the Login Widget links nothing when ${fault.name} fails`, async () => {
      const signedIn = await t.api('POST', '/api/login/', {
        json: { email: 'student@example.ru', password: TEST_PASSWORD, kind: 'student' },
      });
      const cookie = cookiePair(signedIn.headers.get('set-cookie'));
      await refuse(fault);
      const failed = await t.api('POST', '/api/telegram/link/', {
        cookie,
        json: { ...signWidgetAnswer(user, t.clock.now()), password: TEST_PASSWORD },
      });
      expect(failed.status).toBe(500);
      await expectNoLink();
      expect(await count(sessions)).toBe(1);
    });
  }

  it('without a fault the same sign-in commits all of it: session, link, notice', async () => {
    const signedIn = await signInInsideTelegram();
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ kind: 'student', bearer: expect.any(String) });
    const [session] = await database.db.select().from(sessions);
    expect(session).toMatchObject({ accountId: studentId, telegramUserId: user.id });
    expect(await linkedId()).toBe(user.id);
    expect(await database.db.select().from(telegramLinkUndoTokens)).toHaveLength(1);
    expect(mailed.map((mail) => mail.to)).toEqual(['student@example.ru']);
  });

  it('a logout inside Telegram that fails keeps the session and the automatic sign-in', async () => {
    const signedIn = await signInInsideTelegram();
    const bearer = (signedIn.body.data as { bearer: string }).bearer;
    // A row that still needs the session: ending it fails after the automatic sign-in was stopped.
    await database.db.execute(sql.raw('create table session_hold (id text references sessions (id))'));
    await database.db.execute(sql`insert into session_hold select id from sessions`);
    const initData = signInitData({ user, authDate: t.clock.now() });
    const failed = await t.api('POST', `/api/logout/?initData=${encodeURIComponent(initData)}`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(failed.status).toBe(500);
    expect(await count(sessions)).toBe(1);
    const [known] = await database.db.select().from(telegramUsers).where(eq(telegramUsers.id, user.id));
    expect(known?.autoSignIn).toBe(true);
  });
});
