import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedAccounts, TEST_PASSWORD } from '../../../tests/helpers/accounts';
import { runOutboxWorker } from '../../../tests/helpers/outbox-delivery';
import { studentRegistration } from '../../../tests/helpers/registration-fixtures';
import { type ReceivedMail, startSmtpInbox, tokenFromMail } from '../../../tests/helpers/smtp-inbox';
import { signInitData, signWidgetAnswer, TEST_BOT_TOKEN } from '../../../tests/helpers/telegram-init-data';
import { cookiePair, createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { ALREADY_SIGNED_IN } from '../../shared/contract/telegram.contract';
import { messages } from '../../shared/messages';
import { hashPassword } from '../auth/passwords';
import type { DatabaseHandle } from '../db/client';
import { rateLimits, sessions, students, telegramLinkUndoTokens, telegramUsers } from '../db/schema';
import { createSmtpMailer } from '../mail/smtp-mailer';

const TELEGRAM = { botToken: TEST_BOT_TOKEN, maxAgeSeconds: 86_400 };
const NEW_PASSWORD = 'синий трактор едет в поле';
const intruder = { id: 901_777, first_name: 'Чужой', username: 'intruder' };

/** The Login Widget's answer as telegram.org signs it. */
const widgetAnswer = (authDate: Date) => signWidgetAnswer(intruder, authDate);

function undoToken(mail: ReceivedMail): string {
  for (const text of mail.texts) {
    const match = text.match(/\/telegram\/undo\/#token=([\w-]+)/);
    if (match?.[1]) return match[1];
  }
  throw new Error('no undo link in the mail');
}

describeOnDatabases(
  'a Telegram link needs the password, is mailed, undone, and ends with the password',
  (target) => {
    let database: DatabaseHandle;
    let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
    let t: ReturnType<typeof createTestApp>;
    let studentId: number;
    let originalHash: string;

    beforeAll(async () => {
      database = await target.open();
      studentId = (await seedAccounts(database.db)).student.id;
      originalHash = await hashPassword(TEST_PASSWORD);
      inbox = await startSmtpInbox();
    });
    beforeEach(async () => {
      await database.db.delete(rateLimits);
      await database.db.delete(sessions);
      await database.db.delete(telegramUsers);
      await database.db.delete(telegramLinkUndoTokens);
      await database.db.update(students).set({ telegramUserId: null, passwordHash: originalHash });
      inbox.received.length = 0;
      t = createTestApp(database, undefined, createSmtpMailer({ url: inbox.url }), { telegram: TELEGRAM });
    });
    afterAll(async () => {
      await inbox?.close();
      await database?.close();
    });

    const linkedId = async () =>
      (await database.db.select().from(students).where(eq(students.id, studentId)))[0]?.telegramUserId ??
      null;
    const signIn = async () => {
      const answer = await t.api('POST', '/api/login/', {
        json: { email: 'student@example.ru', password: TEST_PASSWORD, kind: 'student' },
      });
      return cookiePair(answer.headers.get('set-cookie'));
    };
    const widgetLink = (cookie: string, password?: string) =>
      t.api('POST', '/api/telegram/link/', {
        cookie,
        json: { ...widgetAnswer(t.clock.now()), ...(password === undefined ? {} : { password }) },
      });
    /** Links with the widget and waits for its notice, so no letter spills into the next test. */
    const linkAndReadNotice = async (cookie: string) => {
      const notice = inbox.next();
      expect((await widgetLink(cookie, TEST_PASSWORD)).status).toBe(200);
      return notice;
    };
    const openMiniApp = async () => {
      const answer = await t.api('POST', '/api/tg-login/', {
        json: { initData: signInitData({ user: intruder, authDate: t.clock.now() }), resume: true },
      });
      return answer.status === 200 ? (answer.body.data as { bearer: string }).bearer : null;
    };
    const bearerWorks = async (bearer: string) =>
      (await t.api('GET', '/api/session/', { headers: { authorization: `Bearer ${bearer}` } })).status ===
      200;

    it('a session alone cannot link: no password or a wrong one is refused, nothing linked', async () => {
      const cookie = await signIn();
      expect((await widgetLink(cookie)).status).toBe(400);
      const wrong = await widgetLink(cookie, 'не тот пароль');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ errors: { password: messages.telegramLinkPasswordWrong } });
      expect(await linkedId()).toBeNull();
      expect(inbox.received).toEqual([]);
    });

    it('a link is mailed to the account; its undo link works once without signing in', async () => {
      const cookie = await signIn();
      const arriving = inbox.next();
      expect((await widgetLink(cookie, TEST_PASSWORD)).status).toBe(200);
      const mail = await arriving;
      expect(mail.to).toEqual(['student@example.ru']);
      expect(mail.texts.join('\n')).toContain('@intruder');
      expect(await linkedId()).toBe(intruder.id);
      const bearer = await openMiniApp();
      expect(bearer && (await bearerWorks(bearer))).toBe(true);

      const undo = await t.api('POST', '/api/telegram/undo/', { json: { token: undoToken(mail) } });
      expect(undo.status).toBe(200);
      expect(undo.body).toMatchObject({ success: true, message: messages.telegramUndoDone });
      expect(await linkedId()).toBeNull();
      expect(bearer && (await bearerWorks(bearer))).toBe(false);
      expect((await t.api('GET', '/api/session/', { cookie })).status).toBe(401);
      expect(await openMiniApp()).toBeNull();
      const again = await t.api('POST', '/api/telegram/undo/', { json: { token: undoToken(mail) } });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ message: messages.telegramUndoInvalid });
    });

    it('a sign-in and a registration inside Telegram are mailed too', async () => {
      let arriving = inbox.next();
      const login = await t.api('POST', '/api/login/', {
        json: {
          email: 'student@example.ru',
          password: TEST_PASSWORD,
          kind: 'student',
          initData: signInitData({ user: intruder, authDate: t.clock.now() }),
        },
      });
      expect(login.status).toBe(200);
      expect((await arriving).to).toEqual(['student@example.ru']);
      arriving = inbox.next();
      const registered = await t.api('POST', '/api/register/', {
        json: studentRegistration({
          email: `tg-${Date.now()}@example.ru`,
          password: NEW_PASSWORD,
          initData: signInitData({ user: { id: 700_222, first_name: 'Мария' }, authDate: t.clock.now() }),
        }),
      });
      expect(registered.status).toBe(201);
      expect(undoToken(await arriving)).toMatch(/^[\w-]{43}$/);
    });

    it('a password change on the website ends the link and the Telegram sessions', async () => {
      const cookie = await signIn();
      await linkAndReadNotice(cookie);
      const bearer = await openMiniApp();
      const changed = await t.api('POST', '/api/student/changePass/', {
        cookie,
        json: { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD },
      });
      expect(changed.status).toBe(200);
      expect(await linkedId()).toBeNull();
      expect(bearer && (await bearerWorks(bearer))).toBe(false);
      expect(await openMiniApp()).toBeNull();
    });

    it('a password change made from that Telegram itself keeps the link', async () => {
      const cookie = await signIn();
      await linkAndReadNotice(cookie);
      const bearer = await openMiniApp();
      const changed = await t.api('POST', '/api/student/changePass/', {
        headers: { authorization: `Bearer ${bearer}` },
        json: { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD },
      });
      expect(changed.status).toBe(200);
      expect(await linkedId()).toBe(intruder.id);
    });

    it('a password reset ends the link and every session', async () => {
      const cookie = await signIn();
      await linkAndReadNotice(cookie);
      const bearer = await openMiniApp();
      const arriving = inbox.next();
      // The reset mail is queued after the answer: the server's worker sends it.
      const worker = await runOutboxWorker(t.deps);
      await t.api('POST', '/api/sendMail/', { json: { email: 'student@example.ru', kind: 'student' } });
      const mail = await arriving.finally(() => worker.stop());
      const reset = await t.api('POST', '/api/changePass/', {
        json: { token: tokenFromMail(mail), password: NEW_PASSWORD },
      });
      expect(reset.status).toBe(200);
      expect(await linkedId()).toBeNull();
      expect(bearer && (await bearerWorks(bearer))).toBe(false);
    });

    it('a signed-in caller cannot register again nor move the link by signing in inside Telegram', async () => {
      const cookie = await signIn();
      const register = await t.api('POST', '/api/register/', {
        cookie,
        json: {
          kind: 'company',
          email: 'second@company.ru',
          password: NEW_PASSWORD,
          name: 'ООО «Вторая»',
          inn: '7707083893',
          contactPerson: 'Пётр',
          phone: '+7 (912) 345-67-89',
          consent: true,
        },
      });
      expect(register.status).toBe(403);
      expect(register.body).toMatchObject({
        code: ALREADY_SIGNED_IN,
        message: messages.alreadySignedInRegister,
      });
      const login = await t.api('POST', '/api/login/', {
        cookie,
        json: {
          email: 'student@example.ru',
          password: TEST_PASSWORD,
          kind: 'student',
          initData: signInitData({ user: intruder, authDate: t.clock.now() }),
        },
      });
      expect(login.status).toBe(403);
      expect(login.body).toMatchObject({ code: ALREADY_SIGNED_IN });
      expect(await linkedId()).toBeNull();
      const second = await t.api('POST', '/api/login/', {
        json: { email: 'second@company.ru', password: NEW_PASSWORD, kind: 'company' },
      });
      expect(second.status).toBe(401);
    });
  },
);
