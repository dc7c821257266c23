import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedAccounts, TEST_PASSWORD } from '../../../tests/helpers/accounts';
import { signInAdmin } from '../../../tests/helpers/admin-second-factor';
import { cookiePair, createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { SESSION_GLOBAL } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { hashPassword } from '../auth/passwords';
import { SESSION_LIFETIMES } from '../auth/sessions';
import type { DatabaseHandle } from '../db/client';
import { companies, rateLimits, sessions } from '../db/schema';
import { LOGIN_LIMITS } from '../domain/auth/sign-in';

describeOnDatabases('sign-in, sessions and logout', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await target.open();
    await seedAccounts(database.db);
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    await database.db.delete(sessions);
    t = createTestApp(database);
  });
  afterAll(async () => {
    await database.close();
  });

  const login = (email: string, kind: string, password = TEST_PASSWORD) =>
    t.api('POST', '/api/login/', { json: { email, password, kind } });

  it('signs in each kind, answering { kind, token } and setting an HttpOnly cookie', async () => {
    for (const [email, kind] of [
      ['student@example.ru', 'student'],
      ['HR@Company.ru ', 'company'],
    ] as const) {
      const response = await login(email, kind);
      expect(response.status, kind).toBe(200);
      const data = response.body.data as { kind: string; token: string; account: { email: string } };
      expect(data.kind).toBe(kind);
      expect(data.token).toMatch(/^[\w-]{22}$/);
      expect(data.account.email).toBe(email.trim().toLowerCase());
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^sid=[\w-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      // The public handle is not the credential.
      expect(cookie).not.toContain(data.token);
    }
  });

  it('answers an admin’s right password with the second-factor step, not a session (docs/decisions/016)', async () => {
    const response = await login('admin@example.ru', 'admin');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      secondFactor: 'enrol',
      methods: ['totp'],
      telegramAvailable: false,
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sid=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect((await t.api('GET', '/api/session/', { cookie: cookiePair(cookie) })).status).toBe(401);
  });

  it('puts the session handle, never the credential, into the shell', async () => {
    const response = await login('student@example.ru', 'student');
    const handle = (response.body.data as { token: string }).token;
    const cookie = cookiePair(response.headers.get('set-cookie'));
    const shell = await (await t.app.request('/login/', { headers: { cookie } })).text();
    expect(shell).toContain(`window.${SESSION_GLOBAL}="${handle}";`);
    expect(shell).not.toContain(cookie.split('=')[1]);
  });

  it('stores only a hash of the credential', async () => {
    const response = await login('admin@example.ru', 'admin');
    const credential = cookiePair(response.headers.get('set-cookie')).split('=')[1] ?? '';
    const rows = await database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(credential);
  });

  it('refuses a wrong password and an unknown email with the same 401 message', async () => {
    const wrong = await login('student@example.ru', 'student', 'wrong password');
    const unknown = await login('nobody@example.ru', 'student');
    const wrongOnOtherTab = await login('student@example.ru', 'company', 'wrong password');
    const unknownNoKind = await t.api('POST', '/api/login/', {
      json: { email: 'nobody@example.ru', password: TEST_PASSWORD },
    });
    for (const response of [wrong, unknown, wrongOnOtherTab, unknownNoKind]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: messages.loginInvalid });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('finds the account by its email whatever tab was chosen (issue 24, item 1; docs/decisions/050)', async () => {
    const asStudentTab = await login('HR@company.ru', 'student');
    const noKind = await t.api('POST', '/api/login/', {
      json: { email: 'hr@company.ru', password: TEST_PASSWORD },
    });
    const studentOnCompanyTab = await login('student@example.ru', 'company');
    for (const [response, kind] of [
      [asStudentTab, 'company'],
      [noKind, 'company'],
      [studentOnCompanyTab, 'student'],
    ] as const) {
      expect(response.status).toBe(200);
      expect((response.body.data as { kind: string }).kind).toBe(kind);
    }
    // The admin sign-in stays apart: /login/ never signs an admin in, /login/admin/ only admins.
    expect((await login('admin@example.ru', 'student')).status).toBe(401);
    expect((await login('hr@company.ru', 'admin')).status).toBe(401);
  });

  it('an email held by a student and a company: the chosen kind first, each by its own password', async () => {
    const otherPassword = 'другой пароль компании';
    await database.db.insert(companies).values({
      email: 'student@example.ru',
      passwordHash: await hashPassword(otherPassword),
      name: 'ООО «Двойник»',
      status: 'approved',
    });
    try {
      const kindOf = async (kind: string | undefined, password: string) => {
        const response = await t.api('POST', '/api/login/', {
          json: { email: 'student@example.ru', password, ...(kind ? { kind } : {}) },
        });
        return response.status === 200 ? (response.body.data as { kind: string }).kind : response.status;
      };
      expect(await kindOf('student', TEST_PASSWORD)).toBe('student');
      expect(await kindOf('company', TEST_PASSWORD)).toBe('student');
      expect(await kindOf('company', otherPassword)).toBe('company');
      expect(await kindOf(undefined, otherPassword)).toBe('company');
      expect(await kindOf(undefined, 'neither password')).toBe(401);
    } finally {
      await database.db.delete(companies).where(eq(companies.name, 'ООО «Двойник»'));
    }
  });

  it('counts failed sign-ins per email whichever tab they came from', async () => {
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccountAndAddress.limit; attempt += 1) {
      const kind = attempt % 2 === 0 ? 'student' : 'company';
      expect((await login('hr@company.ru', kind, `guess ${attempt}`)).status).toBe(401);
    }
    expect((await login('hr@company.ru', 'company')).status).toBe(429);
  });

  it('answers invalid input with 400 and Russian field errors', async () => {
    const response = await t.api('POST', '/api/login/', {
      json: { email: 'not-an-email', password: '', kind: 'root' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.invalidInput);
    expect(response.body.errors).toEqual({
      email: 'Введите email в формате name@example.ru.',
      password: 'Введите пароль.',
      kind: 'Выберите тип аккаунта.',
    });
  });

  it('answers GET /api/session/ for the signed-in account and 401 otherwise', async () => {
    expect((await t.api('GET', '/api/session/')).status).toBe(401);
    const response = await login('hr@company.ru', 'company');
    const cookie = cookiePair(response.headers.get('set-cookie'));
    const session = await t.api('GET', '/api/session/', { cookie });
    expect(session.status).toBe(200);
    expect(session.body.data).toEqual(response.body.data);
    // Screens say what waits for approval from the session's status (docs/decisions/051).
    expect((session.body.data as { account: { status?: string } }).account.status).toEqual(
      expect.stringMatching(/^(pending|approved|denied)$/),
    );
    const bearer = await t.api('GET', '/api/session/', {
      headers: { authorization: `Bearer ${cookie.split('=')[1]}` },
    });
    expect(bearer.status).toBe(200);
  });

  it('logs out: success flag, cookie cleared, session gone; with or without initData', async () => {
    for (const query of ['', '?initData=query_id%3DAAH%26user%3D%257B%257D%26hash%3Dabc']) {
      const response = await login('student@example.ru', 'student');
      const cookie = cookiePair(response.headers.get('set-cookie'));
      const logout = await t.api('POST', `/api/logout/${query}`, { cookie });
      expect(logout.status).toBe(200);
      expect(logout.body).toEqual({ success: true, data: null });
      expect(logout.headers.get('set-cookie')).toMatch(/^sid=;.*Max-Age=0/);
      expect((await t.api('GET', '/api/session/', { cookie })).status).toBe(401);
      const shell = await (await t.app.request('/', { headers: { cookie } })).text();
      expect(shell).toContain(`window.${SESSION_GLOBAL}=null;`);
    }
    // Logging out without a session still succeeds: the client may clean up after an expiry.
    expect((await t.api('POST', '/api/logout/')).body).toEqual({ success: true, data: null });
  });

  it('ends a session after its idle time and after its absolute lifetime', async () => {
    const idle = SESSION_LIFETIMES.admin.idleMs;
    const first = (await signInAdmin(t, database.db, 'admin@example.ru', TEST_PASSWORD)).cookie;
    t.clock.advance(idle - 60_000);
    expect((await t.api('GET', '/api/session/', { cookie: first })).status).toBe(200);
    t.clock.advance(idle - 60_000); // activity above slid the idle expiry
    expect((await t.api('GET', '/api/session/', { cookie: first })).status).toBe(200);
    t.clock.advance(idle + 1);
    expect((await t.api('GET', '/api/session/', { cookie: first })).status).toBe(401);

    const second = (await signInAdmin(t, database.db, 'admin@example.ru', TEST_PASSWORD)).cookie;
    const step = idle / 2;
    for (let spent = 0; spent < SESSION_LIFETIMES.admin.absoluteMs - step; spent += step) {
      t.clock.advance(step);
      expect((await t.api('GET', '/api/session/', { cookie: second })).status).toBe(200);
    }
    t.clock.advance(step);
    expect((await t.api('GET', '/api/session/', { cookie: second })).status).toBe(401);
  });

  it('rate-limits failed sign-ins per account and address (429, Russian message, Retry-After), then lets in again', async () => {
    const { limit, windowMs } = LOGIN_LIMITS.perAccountAndAddress;
    expect(limit).toBe(10);
    expect(windowMs).toBe(15 * 60_000);
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await login('student@example.ru', 'student', `guess ${attempt}`)).status).toBe(401);
    }
    const limited = await login('student@example.ru', 'student');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      message: 'Слишком много попыток входа из этой сети. Попробуйте снова через 15 минут.',
    });
    expect(limited.headers.get('retry-after')).toBe('900');
    // Another account is not affected.
    expect((await login('hr@company.ru', 'company')).status).toBe(200);
    t.clock.advance(windowMs);
    expect((await login('student@example.ru', 'student')).status).toBe(200);
  });

  it('rate-limits failed sign-ins per address across accounts', async () => {
    const { limit } = LOGIN_LIMITS.perAddress;
    expect(limit).toBe(50);
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await login(`user${attempt}@example.ru`, 'student')).status).toBe(401);
    }
    const limited = await login('admin@example.ru', 'admin');
    expect(limited.status).toBe(429);
    const rows = await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'login:address:local'));
    expect(rows[0]?.count).toBe(limit);
  });
});
