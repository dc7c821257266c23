import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedAccounts, TEST_PASSWORD } from '../../../tests/helpers/accounts';
import { nextTotpCode, signInAdmin } from '../../../tests/helpers/admin-second-factor';
import {
  drainOutbox,
  recordingNotifier,
  runOutboxWorker,
  type SentNotification,
} from '../../../tests/helpers/outbox-delivery';
import { startSmtpInbox } from '../../../tests/helpers/smtp-inbox';
import { signInitData, TEST_BOT_TOKEN } from '../../../tests/helpers/telegram-init-data';
import { cookiePair, createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { hashPassword } from '../auth/passwords';
import type { DatabaseHandle } from '../db/client';
import { adminSecondFactors, admins, rateLimits, sessions, telegramLinkUndoTokens } from '../db/schema';
import { findNotificationRecipients } from '../domain/telegram/notification-recipients';
import { createSmtpMailer } from '../mail/smtp-mailer';

const TELEGRAM = { botToken: TEST_BOT_TOKEN, maxAgeSeconds: 86_400 };
const PHONE = { id: 700_300_055, first_name: 'Анна', username: 'anna_cc' };
const SECOND_EMAIL = 'second-admin@example.ru';

/**
 * An admin links Telegram by signing in by email inside the Mini App (issue 24, item 2): the link
 * waits for the second factor, is mailed with its undo link like every link (docs/decisions/013,
 * 016), and then the bot reaches the admin.
 */
describeOnDatabases('an admin links Telegram inside the Mini App', (target) => {
  let database: DatabaseHandle;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let t: ReturnType<typeof createTestApp>;
  const sent: SentNotification[] = [];
  const ids = { first: 0, second: 0 };

  beforeAll(async () => {
    database = await target.open();
    ids.first = (await seedAccounts(database.db)).admin.id;
    const [second] = await database.db
      .insert(admins)
      .values({ email: SECOND_EMAIL, passwordHash: await hashPassword(TEST_PASSWORD), name: 'Борис' })
      .returning({ id: admins.id });
    ids.second = second?.id ?? 0;
    inbox = await startSmtpInbox();
    t = createTestApp(database, undefined, createSmtpMailer({ url: inbox.url }), {
      telegram: TELEGRAM,
      notifier: recordingNotifier(sent),
    });
    // Both enrolled TOTP on the website before (the helper keeps the app's secret).
    await signInAdmin(t, database.db, 'admin@example.ru', TEST_PASSWORD);
    await signInAdmin(t, database.db, SECOND_EMAIL, TEST_PASSWORD);
  });
  beforeEach(async () => {
    sent.length = 0;
    await database.db.delete(rateLimits);
    await database.db.delete(sessions);
    await database.db.delete(telegramLinkUndoTokens);
    await database.db.update(admins).set({ telegramUserId: null });
    // Letters of the suite's own website sign-ins leave first: none belongs to a test.
    await drainOutbox(t.deps);
    inbox.received.length = 0;
  });
  afterAll(async () => {
    await inbox?.close();
    await database?.close();
  });

  const linkedOf = async (adminId: number) =>
    (await database.db.select().from(admins).where(eq(admins.id, adminId)))[0]?.telegramUserId ?? null;
  /** /login/admin/ inside the Mini App: the password with initData; the pending cookie. */
  const passwordInMiniApp = async (email: string) => {
    const login = await t.api('POST', '/api/login/', {
      json: {
        email,
        password: TEST_PASSWORD,
        kind: 'admin',
        initData: signInitData({ user: PHONE, authDate: t.clock.now() }),
      },
    });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ secondFactor: 'verify', bearer: expect.any(String) });
    return cookiePair(login.headers.get('set-cookie'));
  };
  const verify = (cookie: string, code: string) =>
    t.api('POST', '/api/two-factor/verify/', { cookie, json: { code } });

  it('links only once the second factor is passed, and mails the undo link', async () => {
    const pending = await passwordInMiniApp('admin@example.ru');
    // The password alone links nothing: a stolen password must not reach the bot's messages.
    expect(await linkedOf(ids.first)).toBeNull();
    expect((await verify(pending, '000000')).status).toBe(400);
    expect(await linkedOf(ids.first)).toBeNull();

    const worker = await runOutboxWorker(t.deps);
    const arriving = inbox.next(20_000);
    const passed = await verify(pending, await nextTotpCode(t, database.db, ids.first));
    expect(passed.status).toBe(200);
    const mail = await arriving.finally(() => worker.stop());
    expect(await linkedOf(ids.first)).toBe(PHONE.id);
    expect(mail.to).toEqual(['admin@example.ru']);
    expect(mail.texts.join('\n')).toContain('@anna_cc');
    expect(mail.texts.join('\n')).toMatch(/\/telegram\/undo\/#token=[\w-]{43}/);
    // The full session is the Telegram user's: bounded, and it ends with the link.
    const full = cookiePair(passed.headers.get('set-cookie'));
    const [row] = await database.db.select().from(sessions);
    expect(row?.telegramUserId).toBe(PHONE.id);

    // The bot now reaches the admin, and offers itself as the second factor where one is chosen.
    expect(await findNotificationRecipients(database.db, { admins: true })).toEqual([PHONE.id]);
    await database.db.delete(adminSecondFactors).where(eq(adminSecondFactors.adminId, ids.first));
    const again = await t.api('POST', '/api/login/', {
      json: { email: 'admin@example.ru', password: TEST_PASSWORD, kind: 'admin' },
    });
    expect(again.body.data).toEqual({
      secondFactor: 'enrol',
      methods: ['totp', 'telegram'],
      telegramAvailable: true,
    });
    const asked = cookiePair(again.headers.get('set-cookie'));
    expect((await t.api('POST', '/api/two-factor/telegram/ask/', { cookie: asked, json: {} })).status).toBe(
      200,
    );
    await drainOutbox(t.deps);
    expect(sent.map((each) => [each.chatId, each.notification.type])).toEqual([
      [PHONE.id, 'sign-in-confirmation'],
    ]);
    // Put back as the other tests expect it: enrolled TOTP.
    await database.db.delete(adminSecondFactors).where(eq(adminSecondFactors.adminId, ids.first));
    await signInAdmin(t, database.db, 'admin@example.ru', TEST_PASSWORD);
    expect((await t.api('GET', '/api/session/', { cookie: full })).status).toBe(200);
  });

  it('a pending sign-in that ends (logout) links nothing, and the undo link unlinks and ends the sessions', async () => {
    const abandoned = await passwordInMiniApp('admin@example.ru');
    await t.api('POST', '/api/logout/', { cookie: abandoned, json: {} });
    expect((await verify(abandoned, await nextTotpCode(t, database.db, ids.first))).status).toBe(401);
    expect(await linkedOf(ids.first)).toBeNull();

    const pending = await passwordInMiniApp('admin@example.ru');
    const worker = await runOutboxWorker(t.deps);
    const arriving = inbox.next(20_000);
    const passed = await verify(pending, await nextTotpCode(t, database.db, ids.first));
    const mail = await arriving.finally(() => worker.stop());
    const token = mail.texts.join('\n').match(/\/telegram\/undo\/#token=([\w-]+)/)?.[1] ?? '';
    const undo = await t.api('POST', '/api/telegram/undo/', { json: { token } });
    expect(undo.status).toBe(200);
    expect(await linkedOf(ids.first)).toBeNull();
    const full = cookiePair(passed.headers.get('set-cookie'));
    expect((await t.api('GET', '/api/session/', { cookie: full })).status).toBe(401);
  });

  it('one Telegram account holds one admin: linking the second moves it and ends the first one’s Telegram sessions', async () => {
    const first = await passwordInMiniApp('admin@example.ru');
    const firstFull = cookiePair(
      (await verify(first, await nextTotpCode(t, database.db, ids.first))).headers.get('set-cookie'),
    );
    expect(await linkedOf(ids.first)).toBe(PHONE.id);

    const second = await passwordInMiniApp(SECOND_EMAIL);
    // Until the second admin's factor is passed, the link stays where it was.
    expect(await linkedOf(ids.first)).toBe(PHONE.id);
    expect((await verify(second, await nextTotpCode(t, database.db, ids.second))).status).toBe(200);
    expect(await linkedOf(ids.second)).toBe(PHONE.id);
    expect(await linkedOf(ids.first)).toBeNull();
    expect((await t.api('GET', '/api/session/', { cookie: firstFull })).status).toBe(401);
    await drainOutbox(t.deps);
  });

  it('an admin with no factor yet links when the enrolment is confirmed', async () => {
    await database.db.delete(adminSecondFactors).where(eq(adminSecondFactors.adminId, ids.second));
    const login = await t.api('POST', '/api/login/', {
      json: {
        email: SECOND_EMAIL,
        password: TEST_PASSWORD,
        kind: 'admin',
        initData: signInitData({ user: PHONE, authDate: t.clock.now() }),
      },
    });
    // The Telegram to be linked is no factor yet: the bot cannot ask a chat that is not linked.
    expect(login.body.data).toMatchObject({ secondFactor: 'enrol', methods: ['totp'] });
    const cookie = cookiePair(login.headers.get('set-cookie'));
    expect((await t.api('POST', '/api/two-factor/totp/start/', { cookie, json: {} })).status).toBe(200);
    expect(await linkedOf(ids.second)).toBeNull();
    const code = await nextTotpCode(t, database.db, ids.second);
    const confirmed = await t.api('POST', '/api/two-factor/totp/confirm/', { cookie, json: { code } });
    expect(confirmed.status).toBe(200);
    expect(await linkedOf(ids.second)).toBe(PHONE.id);
    await drainOutbox(t.deps);
  });
});
