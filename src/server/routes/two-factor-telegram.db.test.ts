import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedAccounts, TEST_PASSWORD } from '../../../tests/helpers/accounts';
import { signInAdmin } from '../../../tests/helpers/admin-second-factor';
import { recordingNotifier, type SentNotification } from '../../../tests/helpers/outbox-delivery';
import { signInitData, TEST_BOT_TOKEN } from '../../../tests/helpers/telegram-init-data';
import { cookiePair, createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { TG_LOGIN_CODES } from '../../shared/contract/telegram.contract';
import { twoFactorMessages } from '../../shared/contract/two-factor.contract';
import type { DatabaseHandle } from '../db/client';
import { adminSecondFactors, admins, rateLimits } from '../db/schema';
import { answerTelegram } from '../domain/two-factor/telegram-confirmation';

const TELEGRAM = { botToken: TEST_BOT_TOKEN, maxAgeSeconds: 86_400 };
const ADMIN_TELEGRAM_ID = 555_000_001;

describeOnDatabases('the Mini App sign-in of an admin and the second factor', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  const sent: SentNotification[] = [];

  beforeAll(async () => {
    database = await target.open();
    await seedAccounts(database.db);
    await database.db
      .update(admins)
      .set({ telegramUserId: ADMIN_TELEGRAM_ID })
      .where(eq(admins.email, 'admin@example.ru'));
    t = createTestApp(database, undefined, undefined, {
      telegram: TELEGRAM,
      notifier: recordingNotifier(sent),
    });
  });
  beforeEach(async () => {
    sent.length = 0;
    await database.db.delete(rateLimits);
  });
  afterAll(async () => {
    await database.close();
  });

  const tgLogin = () =>
    t.api('POST', '/api/tg-login/', {
      json: {
        initData: signInitData({
          user: { id: ADMIN_TELEGRAM_ID, first_name: 'Анна' },
          authDate: t.clock.now(),
        }),
      },
    });

  const pendingCookie = async () => {
    const login = await t.api('POST', '/api/login/', {
      json: { email: 'admin@example.ru', password: TEST_PASSWORD, kind: 'admin' },
    });
    return { cookie: cookiePair(login.headers.get('set-cookie')), data: login.body.data };
  };
  const challengeIdSent = () => {
    const last = sent.at(-1)?.notification;
    return last?.type === 'sign-in-confirmation' ? last.challengeId : '';
  };

  it('confirms through the bot: the question goes to the admin, only their Telegram answers, the page gets a session', async () => {
    const { cookie, data } = await pendingCookie();
    expect(data).toEqual({ secondFactor: 'enrol', methods: ['totp', 'telegram'], telegramAvailable: true });
    expect((await t.api('GET', '/api/two-factor/telegram/', { cookie })).body.data).toEqual({
      state: 'waiting',
    });
    expect((await t.api('POST', '/api/two-factor/telegram/ask/', { cookie, json: {} })).status).toBe(200);
    expect(sent.at(-1)?.chatId).toBe(ADMIN_TELEGRAM_ID);
    const challengeId = challengeIdSent();
    // Someone else's Telegram, or a made-up question, answers nothing.
    expect(await answerTelegram(t.deps, 999_999, challengeId, 'confirmed')).toBe(false);
    expect(await answerTelegram(t.deps, ADMIN_TELEGRAM_ID, 'x'.repeat(22), 'confirmed')).toBe(false);
    expect((await t.api('GET', '/api/two-factor/telegram/', { cookie })).body.data).toEqual({
      state: 'waiting',
    });
    expect(await answerTelegram(t.deps, ADMIN_TELEGRAM_ID, challengeId, 'confirmed')).toBe(true);
    expect(await answerTelegram(t.deps, ADMIN_TELEGRAM_ID, challengeId, 'declined')).toBe(false);
    const passed = await t.api('GET', '/api/two-factor/telegram/', { cookie });
    expect(passed.status).toBe(200);
    expect((passed.body.data as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    const full = cookiePair(passed.headers.get('set-cookie'));
    expect((await t.api('GET', '/api/admin/getItems', { cookie: full })).status).toBe(200);
    const [factor] = await database.db.select().from(adminSecondFactors);
    expect(factor?.method).toBe('telegram');

    // The next sign-in verifies through the bot; «Это не я» ends that pending session.
    const next = await pendingCookie();
    expect(next.data).toMatchObject({ secondFactor: 'verify', methods: ['telegram'] });
    await t.api('POST', '/api/two-factor/telegram/ask/', { cookie: next.cookie, json: {} });
    expect(await answerTelegram(t.deps, ADMIN_TELEGRAM_ID, challengeIdSent(), 'declined')).toBe(true);
    const declined = await t.api('GET', '/api/two-factor/telegram/', { cookie: next.cookie });
    expect(declined.status).toBe(403);
    expect(declined.body.message).toBe(twoFactorMessages.telegramDeclined);
    expect((await t.api('GET', '/api/two-factor/telegram/', { cookie: next.cookie })).status).toBe(401);
    // A TOTP enrolment is refused to an admin whose factor is the bot.
    const third = await pendingCookie();
    expect(
      (await t.api('POST', '/api/two-factor/totp/start/', { cookie: third.cookie, json: {} })).status,
    ).toBe(409);
    await database.db.delete(adminSecondFactors);
  });

  it('refuses an admin without a confirmed factor (no way around enrolment), then asks the enrolled one for the code', async () => {
    const refused = await tgLogin();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      message: twoFactorMessages.enrolFirst,
      code: TG_LOGIN_CODES.signedOut,
    });
    expect(refused.headers.get('set-cookie')).toBeNull();
    await signInAdmin(t, database.db, 'admin@example.ru', TEST_PASSWORD);
    // The rest of that path: two-factor-mini-app.db.test.ts.
    const asked = await tgLogin();
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ secondFactor: 'verify', methods: ['totp'] });
  });
});
