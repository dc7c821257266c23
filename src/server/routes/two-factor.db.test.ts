import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedAccounts, TEST_PASSWORD } from '../../../tests/helpers/accounts';
import { nextTotpCode, signInAdmin } from '../../../tests/helpers/admin-second-factor';
import { cookiePair, createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { SESSION_GLOBAL } from '../../shared/constants';
import { twoFactorMessages } from '../../shared/contract/two-factor.contract';
import { hashPassword } from '../auth/passwords';
import type { DatabaseHandle } from '../db/client';
import { adminRecoveryCodes, adminSecondFactors, admins, rateLimits, sessions } from '../db/schema';
import { PENDING_LIFETIME_MS } from '../domain/two-factor/pending';

describeOnDatabases('the admin second factor', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  let adminId = 0;
  let otherId = 0;

  beforeAll(async () => {
    database = await target.open();
    const seeded = await seedAccounts(database.db);
    adminId = seeded.admin.id;
    const [other] = await database.db
      .insert(admins)
      .values({ email: 'boris@example.ru', passwordHash: await hashPassword(TEST_PASSWORD), name: 'Борис' })
      .returning();
    otherId = other?.id ?? 0;
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    await database.db.delete(sessions);
    await database.db.delete(adminSecondFactors);
    await database.db.delete(adminRecoveryCodes);
    t = createTestApp(database);
  });
  afterAll(async () => {
    await database.close();
  });

  const login = (email = 'admin@example.ru') =>
    t.api('POST', '/api/login/', { json: { email, password: TEST_PASSWORD, kind: 'admin' } });
  const pendingCookie = async (email?: string) => cookiePair((await login(email)).headers.get('set-cookie'));

  it('after the password an admin without a factor must enrol: the session opens nothing else', async () => {
    const response = await login();
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      secondFactor: 'enrol',
      methods: ['totp'],
      telegramAvailable: false,
    });
    const cookie = cookiePair(response.headers.get('set-cookie'));
    expect((await t.api('GET', '/api/session/', { cookie })).status).toBe(401);
    expect((await t.api('GET', '/api/admin/getItems', { cookie })).status).toBe(401);
    const shell = await (await t.app.request('/board/admins/', { headers: { cookie } })).text();
    expect(shell).toContain(`window.${SESSION_GLOBAL}=null;`);
    expect((await t.api('GET', '/api/two-factor/challenge/', { cookie })).body.data).toMatchObject({
      secondFactor: 'enrol',
    });
  });

  it('enrols TOTP: the secret once, a wrong code refused, the right one gives a new full session and 10 recovery codes', async () => {
    const cookie = await pendingCookie();
    const start = await t.api('POST', '/api/two-factor/totp/start/', { cookie, json: {} });
    expect(start.status).toBe(200);
    const { secret, uri } = start.body.data as { secret: string; uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    const wrong = await t.api('POST', '/api/two-factor/totp/confirm/', { cookie, json: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ code: twoFactorMessages.codeInvalid });
    const code = await nextTotpCode(t, database.db, adminId);
    const passed = await t.api('POST', '/api/two-factor/totp/confirm/', { cookie, json: { code } });
    expect(passed.status).toBe(200);
    const data = passed.body.data as { kind: string; recoveryCodes: string[] };
    expect(data.kind).toBe('admin');
    expect(data.recoveryCodes).toHaveLength(10);
    expect(new Set(data.recoveryCodes).size).toBe(10);
    const full = cookiePair(passed.headers.get('set-cookie'));
    expect(full).not.toBe(cookie);
    expect((await t.api('GET', '/api/admin/getItems', { cookie: full })).status).toBe(200);
    // The pending credential is not promoted: it ends.
    expect((await t.api('GET', '/api/two-factor/challenge/', { cookie })).status).toBe(401);
    // Stored hashed; the secret never comes back.
    const stored = JSON.stringify(await database.db.select().from(adminRecoveryCodes));
    for (const recovery of data.recoveryCodes) expect(stored).not.toContain(recovery);
    const again = await pendingCookie();
    const restart = await t.api('POST', '/api/two-factor/totp/start/', { cookie: again, json: {} });
    expect(restart.status).toBe(409);
    expect(restart.text).not.toContain(secret);
    expect((await t.api('GET', '/api/two-factor/challenge/', { cookie: again })).text).not.toContain(secret);
  });

  it('verifies a later sign-in with a new code, refusing a used code (replay)', async () => {
    await signInAdmin(t, database.db, 'admin@example.ru', TEST_PASSWORD);
    const [factor] = await database.db.select().from(adminSecondFactors);
    const cookie = await pendingCookie();
    expect((await t.api('GET', '/api/two-factor/challenge/', { cookie })).body.data).toMatchObject({
      secondFactor: 'verify',
      methods: ['totp'],
    });
    const { totpCode } = await import('../domain/two-factor/totp');
    const used = totpCode(factor?.totpSecret ?? '', factor?.totpLastStep ?? 0);
    const replay = await t.api('POST', '/api/two-factor/verify/', { cookie, json: { code: used } });
    expect(replay.status).toBe(400);
    const code = await nextTotpCode(t, database.db, adminId);
    const passed = await t.api('POST', '/api/two-factor/verify/', { cookie, json: { code } });
    expect(passed.status).toBe(200);
    expect((passed.body.data as { recoveryCodes?: unknown }).recoveryCodes).toBeUndefined();
  });

  it('takes a recovery code once, in any case and with or without the dash', async () => {
    const { recoveryCodes } = await signInAdmin(t, database.db, 'admin@example.ru', TEST_PASSWORD);
    const recovery = recoveryCodes[0] ?? '';
    const first = await t.api('POST', '/api/two-factor/verify/', {
      cookie: await pendingCookie(),
      json: { code: recovery.toUpperCase().replace('-', ' ') },
    });
    expect(first.status).toBe(200);
    const second = await t.api('POST', '/api/two-factor/verify/', {
      cookie: await pendingCookie(),
      json: { code: recovery },
    });
    expect(second.status).toBe(400);
  });

  it('counts attempts before checking: the 11th within 15 minutes is refused even with the right code', async () => {
    await signInAdmin(t, database.db, 'admin@example.ru', TEST_PASSWORD);
    const cookie = await pendingCookie();
    for (let index = 0; index < 10; index += 1) {
      expect(
        (await t.api('POST', '/api/two-factor/verify/', { cookie, json: { code: '000000' } })).status,
      ).toBe(400);
    }
    const code = await nextTotpCode(t, database.db, adminId);
    const limited = await t.api('POST', '/api/two-factor/verify/', { cookie, json: { code } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body.message).toContain('Слишком много попыток ввода кода');
  });

  it('a pending session lasts ten minutes', async () => {
    const cookie = await pendingCookie();
    t.clock.advance(PENDING_LIFETIME_MS + 1000);
    expect((await t.api('POST', '/api/two-factor/totp/start/', { cookie, json: {} })).status).toBe(401);
  });

  it('logout from the pending state ends that session', async () => {
    const cookie = await pendingCookie();
    expect((await t.api('POST', '/api/logout/', { cookie, json: {} })).status).toBe(200);
    expect(await database.db.select().from(sessions)).toHaveLength(0);
  });

  it('another admin resets the factor: sessions end and the next sign-in enrols again; not one’s own', async () => {
    const anna = await signInAdmin(t, database.db, 'admin@example.ru', TEST_PASSWORD);
    const boris = await signInAdmin(t, database.db, 'boris@example.ru', TEST_PASSWORD);
    const self = await t.api('POST', '/api/two-factor/reset/', { cookie: anna.cookie, json: { adminId } });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(twoFactorMessages.resetSelf);
    const unknown = await t.api('POST', '/api/two-factor/reset/', {
      cookie: anna.cookie,
      json: { adminId: 999_999 },
    });
    expect(unknown.status).toBe(404);
    const reset = await t.api('POST', '/api/two-factor/reset/', {
      cookie: anna.cookie,
      json: { adminId: otherId },
    });
    expect(reset.status).toBe(200);
    expect((await t.api('GET', '/api/session/', { cookie: boris.cookie })).status).toBe(401);
    expect(
      await database.db.select().from(adminSecondFactors).where(eq(adminSecondFactors.adminId, otherId)),
    ).toEqual([]);
    expect((await login('boris@example.ru')).body.data).toMatchObject({ secondFactor: 'enrol' });
    expect((await t.api('GET', '/api/session/', { cookie: anna.cookie })).status).toBe(200);
  });
});
