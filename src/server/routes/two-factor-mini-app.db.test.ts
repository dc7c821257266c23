import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedAccounts, TEST_PASSWORD } from '../../../tests/helpers/accounts';
import { nextTotpCode, signInAdmin } from '../../../tests/helpers/admin-second-factor';
import { signInitData, TEST_BOT_TOKEN } from '../../../tests/helpers/telegram-init-data';
import { createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { TG_LOGIN_CODES } from '../../shared/contract/telegram.contract';
import { twoFactorMessages } from '../../shared/contract/two-factor.contract';
import type { DatabaseHandle } from '../db/client';
import { adminSecondFactors, admins, rateLimits, secondFactorPendingSessions, sessions } from '../db/schema';

const TELEGRAM = { botToken: TEST_BOT_TOKEN, maxAgeSeconds: 86_400 };
const ADMIN_TELEGRAM_ID = 555_000_016;
const EMAIL = 'admin@example.ru';

/** An admin's Mini App sign-in by initData needs the code too (docs/decisions/016, «The Mini App»). */
describeOnDatabases('the Mini App sign-in of an admin with TOTP', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  let adminId: number;

  beforeAll(async () => {
    database = await target.open();
    await seedAccounts(database.db);
    t = createTestApp(database, undefined, undefined, { telegram: TELEGRAM });
    // Enrolled by email first, then Telegram linked (as from a full session).
    await signInAdmin(t, database.db, EMAIL, TEST_PASSWORD);
    const [row] = await database.db
      .update(admins)
      .set({ telegramUserId: ADMIN_TELEGRAM_ID })
      .where(eq(admins.email, EMAIL))
      .returning({ id: admins.id });
    if (!row) throw new Error('no admin');
    adminId = row.id;
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
  });
  afterAll(async () => {
    await database.close();
  });

  const bearer = (credential: string) => ({ headers: { authorization: `Bearer ${credential}` } });
  const tgLogin = (credential?: string) =>
    t.api('POST', '/api/tg-login/', {
      json: {
        initData: signInitData({
          user: { id: ADMIN_TELEGRAM_ID, first_name: 'Анна' },
          authDate: t.clock.now(),
        }),
      },
      ...(credential ? bearer(credential) : {}),
    });
  const pendingBearer = async () => {
    const answer = await tgLogin();
    expect(answer.status).toBe(200);
    const data = answer.body.data as { bearer: string };
    return data.bearer;
  };

  it('gives no full session: a pending bearer that opens only /api/two-factor/*; the code finishes it', async () => {
    const answer = await tgLogin();
    expect(answer.status).toBe(200);
    const data = answer.body.data as Record<string, unknown>;
    expect(data).toEqual({
      secondFactor: 'verify',
      methods: ['totp'],
      telegramAvailable: false,
      bearer: expect.any(String),
    });
    const pending = String(data.bearer);
    const [mark] = await database.db.select().from(secondFactorPendingSessions);
    expect(mark?.adminId).toBe(adminId);
    // Tagged with the Telegram user: unlinking ends it too.
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, mark?.sessionId ?? ''));
    expect(row?.telegramUserId).toBe(ADMIN_TELEGRAM_ID);

    expect((await t.api('GET', '/api/session/', bearer(pending))).status).toBe(401);
    expect((await t.api('GET', '/api/admin/getItems', bearer(pending))).status).toBe(401);
    expect((await t.api('GET', '/api/board/summary/', bearer(pending))).status).toBe(401);
    expect((await t.api('GET', '/api/two-factor/challenge/', bearer(pending))).body.data).toEqual({
      secondFactor: 'verify',
      methods: ['totp'],
      telegramAvailable: false,
    });
    // No second authenticator from initData alone.
    expect(
      (await t.api('POST', '/api/two-factor/totp/start/', { ...bearer(pending), json: {} })).status,
    ).toBe(409);

    const wrong = await t.api('POST', '/api/two-factor/verify/', {
      ...bearer(pending),
      json: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ code: twoFactorMessages.codeInvalid });
    expect((await t.api('GET', '/api/admin/getItems', bearer(pending))).status).toBe(401);

    const code = await nextTotpCode(t, database.db, adminId);
    const passed = await t.api('POST', '/api/two-factor/verify/', { ...bearer(pending), json: { code } });
    expect(passed.status).toBe(200);
    const full = passed.body.data as { kind: string; bearer: string; token: string };
    expect(full.kind).toBe('admin');
    expect(full.bearer).not.toBe(pending);
    expect((await t.api('GET', '/api/admin/getItems', bearer(full.bearer))).status).toBe(200);
    // The pending credential is gone, not promoted.
    expect((await t.api('GET', '/api/two-factor/challenge/', bearer(pending))).status).toBe(401);
    expect((await t.api('GET', '/api/admin/getItems', bearer(pending))).status).toBe(401);
    // The full session is the Telegram user's, like any Mini App session.
    const [opened] = await database.db.select().from(sessions).where(eq(sessions.id, full.token));
    expect(opened?.telegramUserId).toBe(ADMIN_TELEGRAM_ID);

    // The next launch with that live bearer gets it back: the factor was passed when it opened.
    const again = await tgLogin(full.bearer);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ kind: 'admin', token: full.token, bearer: full.bearer });
  });

  it('asks for the code again without a live bearer, and launches without a code push out no full session', async () => {
    const code = await nextTotpCode(t, database.db, adminId);
    const first = await pendingBearer();
    const passed = await t.api('POST', '/api/two-factor/verify/', { ...bearer(first), json: { code } });
    const full = (passed.body.data as { bearer: string }).bearer;
    for (let launch = 0; launch < 5; launch += 1) {
      const answer = await tgLogin();
      expect(answer.body.data).toMatchObject({ secondFactor: 'verify' });
    }
    expect((await t.api('GET', '/api/admin/getItems', bearer(full))).status).toBe(200);
    // A used code does not finish another pending session.
    const replay = await t.api('POST', '/api/two-factor/verify/', {
      ...bearer(await pendingBearer()),
      json: { code },
    });
    expect(replay.status).toBe(400);
  });

  it('ends the pending session when Telegram is unlinked', async () => {
    const pending = await pendingBearer();
    const full = await signInAdmin(t, database.db, EMAIL, TEST_PASSWORD);
    expect((await t.api('POST', '/api/telegram/unlink/', { cookie: full.cookie, json: {} })).status).toBe(
      200,
    );
    expect((await t.api('GET', '/api/two-factor/challenge/', bearer(pending))).status).toBe(401);
    await database.db.update(admins).set({ telegramUserId: ADMIN_TELEGRAM_ID }).where(eq(admins.id, adminId));
  });

  it('refuses an admin whose factor is the bot: initData and the bot prove the same Telegram', async () => {
    await database.db
      .update(adminSecondFactors)
      .set({ method: 'telegram' })
      .where(eq(adminSecondFactors.adminId, adminId));
    const before = await database.db.select({ id: sessions.id }).from(sessions);
    const refused = await tgLogin();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      message: twoFactorMessages.miniAppByPassword,
      code: TG_LOGIN_CODES.signedOut,
    });
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await database.db.select({ id: sessions.id }).from(sessions)).toHaveLength(before.length);
    await database.db
      .update(adminSecondFactors)
      .set({ method: 'totp' })
      .where(eq(adminSecondFactors.adminId, adminId));
  });
});
