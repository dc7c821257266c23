import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedAccounts, TEST_PASSWORD } from '../../../tests/helpers/accounts';
import {
  recordingNotifier as recording,
  type SentNotification,
} from '../../../tests/helpers/outbox-delivery';
import { studentRegistration } from '../../../tests/helpers/registration-fixtures';
import {
  OTHER_BOT_TOKEN,
  signInitData,
  signWidgetAnswer,
  TEST_BOT_TOKEN,
} from '../../../tests/helpers/telegram-init-data';
import { cookiePair, createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { messages } from '../../shared/messages';
import type { DatabaseHandle } from '../db/client';
import { admins, rateLimits, sessions, students, telegramUsers } from '../db/schema';

const TELEGRAM = { botToken: TEST_BOT_TOKEN, maxAgeSeconds: 86_400 };

/** The Login Widget's answer as telegram.org would sign it for `botToken`. */
function widgetAnswer(authDate: Date, botToken = TEST_BOT_TOKEN) {
  return signWidgetAnswer({ id: 901_002, first_name: 'Оля', username: 'olya_dev' }, authDate, botToken);
}

function recordingNotifier() {
  const sent: SentNotification[] = [];
  return { sent, notifier: recording(sent) };
}

/** The admin's linked Telegram: the bot tells admins of registrations. */
const ADMIN_CHAT = 700_900;

describeOnDatabases(
  'Telegram linking: Login Widget on the website, registration in the Mini App',
  (target) => {
    let database: DatabaseHandle;
    let t: ReturnType<typeof createTestApp>;
    let notifications: ReturnType<typeof recordingNotifier>;
    let studentId: number;

    beforeAll(async () => {
      database = await target.open();
      studentId = (await seedAccounts(database.db)).student.id;
    });
    beforeEach(async () => {
      await database.db.delete(rateLimits);
      await database.db.delete(sessions);
      await database.db.delete(telegramUsers);
      await database.db.update(students).set({ telegramUserId: null });
      await database.db.insert(telegramUsers).values({ id: ADMIN_CHAT });
      await database.db.update(admins).set({ telegramUserId: ADMIN_CHAT });
      notifications = recordingNotifier();
      t = createTestApp(database, undefined, undefined, {
        telegram: TELEGRAM,
        notifier: notifications.notifier,
      });
    });
    afterAll(async () => {
      await database.close();
    });

    const signInStudent = async () => {
      const response = await t.api('POST', '/api/login/', {
        json: { email: 'student@example.ru', password: TEST_PASSWORD, kind: 'student' },
      });
      return cookiePair(response.headers.get('set-cookie'));
    };

    it('links Telegram from the website with the Login Widget, and unlinks', async () => {
      const cookie = await signInStudent();
      expect((await t.api('GET', '/api/telegram/link/', { cookie })).body.data).toEqual({
        linked: false,
        username: null,
        botBlocked: false,
        allowsWriteToPm: null,
      });
      const linked = await t.api('POST', '/api/telegram/link/', {
        cookie,
        json: { ...widgetAnswer(t.clock.now()), password: TEST_PASSWORD },
      });
      expect(linked.status).toBe(200);
      expect(linked.body.data).toEqual({
        linked: true,
        username: 'olya_dev',
        botBlocked: false,
        // The Login Widget does not say whether the bot may write first.
        allowsWriteToPm: null,
      });
      const [row] = await database.db.select().from(students).where(eq(students.id, studentId));
      expect(row?.telegramUserId).toBe(901_002);

      const unlinked = await t.api('POST', '/api/telegram/unlink/', { cookie, json: {} });
      expect(unlinked.body.data).toMatchObject({ linked: false });
    });

    it('refuses a forged or stale widget answer and a guest, linking nothing', async () => {
      const cookie = await signInStudent();
      for (const answer of [
        widgetAnswer(t.clock.now(), OTHER_BOT_TOKEN),
        { ...widgetAnswer(t.clock.now()), id: 1 },
        widgetAnswer(new Date(t.clock.now().getTime() - 86_401_000)),
      ]) {
        const response = await t.api('POST', '/api/telegram/link/', {
          cookie,
          json: { ...answer, password: TEST_PASSWORD },
        });
        expect(response.status).toBe(403);
        expect(response.body).toMatchObject({ message: messages.telegramWidgetInvalid });
      }
      expect((await t.api('POST', '/api/telegram/link/', { json: widgetAnswer(t.clock.now()) })).status).toBe(
        401,
      );
      expect((await t.api('GET', '/api/telegram/link/')).status).toBe(401);
      const [row] = await database.db.select().from(students).where(eq(students.id, studentId));
      expect(row?.telegramUserId).toBeNull();
    });

    it('registration inside Telegram links the new account and answers a bearer; admins are told', async () => {
      const user = { id: 700_100, first_name: 'Мария', last_name: 'Новикова' };
      const response = await t.api('POST', '/api/register/', {
        json: studentRegistration({ initData: signInitData({ user, authDate: t.clock.now() }) }),
      });
      expect(response.status).toBe(201);
      const data = response.body.data as { bearer: string; account: { id: number } };
      expect(data.bearer).toMatch(/^[\w-]{43}$/);
      const open = await t.api('POST', '/api/tg-login/', {
        json: { initData: signInitData({ user, authDate: t.clock.now() }) },
      });
      expect(open.status).toBe(200);
      expect((open.body.data as { account: { id: number } }).account.id).toBe(data.account.id);
      expect(notifications.sent).toEqual([
        {
          chatId: ADMIN_CHAT,
          notification: {
            type: 'registration-pending',
            kind: 'student',
            accountId: data.account.id,
            name: 'Мария Новикова',
          },
        },
      ]);
    });

    it('registration with forged initData creates nothing', async () => {
      const response = await t.api('POST', '/api/register/', {
        json: {
          kind: 'company',
          email: 'forged@company.ru',
          password: 'синий трактор едет в поле',
          name: 'ООО «Подделка»',
          inn: '7707083893',
          contactPerson: 'Пётр',
          phone: '+7 (912) 345-67-89',
          consent: true,
          initData: signInitData({
            user: { id: 3, first_name: 'X' },
            authDate: t.clock.now(),
            botToken: OTHER_BOT_TOKEN,
          }),
        },
      });
      expect(response.status).toBe(401);
      const login = await t.api('POST', '/api/login/', {
        json: { email: 'forged@company.ru', password: 'синий трактор едет в поле', kind: 'company' },
      });
      expect(login.status).toBe(401);
      expect(notifications.sent).toEqual([]);
    });
  },
);
