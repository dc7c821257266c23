import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedAccounts, TEST_PASSWORD } from '../../../tests/helpers/accounts';
import { OTHER_BOT_TOKEN, signInitData, TEST_BOT_TOKEN } from '../../../tests/helpers/telegram-init-data';
import { createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { TG_LOGIN_CODES } from '../../shared/contract/telegram.contract';
import { messages } from '../../shared/messages';
import type { DatabaseHandle } from '../db/client';
import { admins, companies, rateLimits, sessions, students, telegramUsers } from '../db/schema';

const TELEGRAM = { botToken: TEST_BOT_TOKEN, maxAgeSeconds: 86_400 };
const tgUser = { id: 555_000_111, first_name: 'Иван', last_name: 'Студентов', username: 'ivan_s' };

type Body = { success: boolean; code?: string; message?: string; data?: Record<string, unknown> };

describeOnDatabases('Telegram sign-in: /api/tg-login/, linking and logout', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  let studentId: number;

  beforeAll(async () => {
    database = await target.open();
    studentId = (await seedAccounts(database.db)).student.id;
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    await database.db.delete(sessions);
    await database.db.delete(telegramUsers);
    for (const table of [students, companies, admins])
      await database.db.update(table).set({ telegramUserId: null });
    t = createTestApp(database, undefined, undefined, { telegram: TELEGRAM });
  });
  afterAll(async () => {
    await database.close();
  });

  const initData = (options: { authDate?: Date; botToken?: string; user?: typeof tgUser } = {}) =>
    signInitData({
      user: options.user ?? tgUser,
      authDate: options.authDate ?? t.clock.now(),
      botToken: options.botToken ?? TEST_BOT_TOKEN,
    });
  const tgLogin = async (json: unknown, headers: Record<string, string> = {}) => {
    const response = await t.api('POST', '/api/tg-login/', { json, headers });
    return { status: response.status, body: response.body as Body };
  };
  const linkByEmail = () =>
    t.api('POST', '/api/login/', {
      json: { email: 'student@example.ru', password: TEST_PASSWORD, kind: 'student', initData: initData() },
    });
  const linkedStudent = async () =>
    (await database.db.select().from(students).where(eq(students.id, studentId)))[0]?.telegramUserId ?? null;

  it('tells an unlinked Telegram user to sign in by email or register (404, code), linking nothing', async () => {
    const { status, body } = await tgLogin({ initData: initData() });
    expect(status).toBe(404);
    expect(body).toMatchObject({
      success: false,
      code: TG_LOGIN_CODES.unlinked,
      message: messages.telegramUnlinked,
    });
    expect(await linkedStudent()).toBeNull();
  });

  it('links at an email sign-in inside Telegram; the next open signs in with no form', async () => {
    const login = await linkByEmail();
    expect(login.status).toBe(200);
    const bearer = (login.body.data as { bearer: string }).bearer;
    expect(bearer).toMatch(/^[\w-]{43}$/);
    expect(await linkedStudent()).toBe(tgUser.id);

    const { status, body } = await tgLogin({ initData: initData() });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      kind: 'student',
      account: { id: studentId, email: 'student@example.ru' },
    });
    // The bearer works for API calls.
    const session = await t.api('GET', '/api/session/', {
      headers: { authorization: `Bearer ${String(body.data?.bearer)}` },
    });
    expect(session.status).toBe(200);
    expect((session.body.data as { token: string }).token).toBe(body.data?.token);
  });

  it('hands back the live bearer session instead of creating one per open', async () => {
    await linkByEmail();
    const first = await tgLogin({ initData: initData() });
    const bearer = String(first.body.data?.bearer);
    const again = await tgLogin({ initData: initData() }, { authorization: `Bearer ${bearer}` });
    expect(again.body.data?.token).toBe(first.body.data?.token);
    expect(again.body.data?.bearer).toBe(bearer);
    const rows = await database.db.select().from(sessions);
    expect(rows).toHaveLength(2); // the email sign-in's and the first open's
  });

  it('refuses forged, expired, other-bot, changed-field and malformed initData with 401, linking nothing', async () => {
    await linkByEmail();
    const valid = initData();
    const params = new URLSearchParams(valid);
    params.set('user', JSON.stringify({ ...tgUser, id: 1 }));
    const changed = params.toString();
    const forged = valid.replace(/hash=[0-9a-f]+/, `hash=${'a'.repeat(64)}`);
    const expired = initData({ authDate: new Date(t.clock.now().getTime() - 86_401_000) });
    const otherBot = initData({ botToken: OTHER_BOT_TOKEN });
    for (const [name, bad] of Object.entries({
      forged,
      expired,
      otherBot,
      changed,
      malformed: 'user=%7B&hash=xyz',
      nonsense: '\u202e<script>',
    })) {
      const { status, body } = await tgLogin({ initData: bad });
      expect(status, name).toBe(401);
      expect(body, name).toMatchObject({
        success: false,
        code: TG_LOGIN_CODES.invalid,
        message: messages.telegramInvalid,
      });
    }
    // Control characters are refused before any check, as in every body (docs/decisions/017).
    const controls = [{ initData: '\u0000\u202e<script>' }];
    for (const bad of [{ initData: '' }, { initData: 42 }, {}, { initData: 'x'.repeat(5000) }, ...controls]) {
      expect((await tgLogin(bad)).status).toBe(400);
    }
    const rows = await database.db.select().from(telegramUsers);
    expect(rows.map((row) => row.id)).toEqual([tgUser.id]);
  });

  it('refuses an email sign-in with bad initData and changes nothing', async () => {
    const response = await t.api('POST', '/api/login/', {
      json: {
        email: 'student@example.ru',
        password: TEST_PASSWORD,
        kind: 'student',
        initData: initData({ botToken: OTHER_BOT_TOKEN }),
      },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await linkedStudent()).toBeNull();
    expect(await database.db.select().from(sessions)).toHaveLength(0);
  });

  it('logout with initData ends the session and the automatic sign-in until the user signs in again', async () => {
    await linkByEmail();
    const open = await tgLogin({ initData: initData() });
    const bearer = String(open.body.data?.bearer);
    const logout = await t.api('POST', `/api/logout/?initData=${encodeURIComponent(initData())}`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(logout.status).toBe(200);
    const stale = await t.api('GET', '/api/session/', { headers: { authorization: `Bearer ${bearer}` } });
    expect(stale.status).toBe(401);

    const reopened = await tgLogin({ initData: initData() });
    expect(reopened.status).toBe(403);
    expect(reopened.body.code).toBe(TG_LOGIN_CODES.signedOut);

    // «Войти через Telegram»: a deliberate sign-in turns it back on.
    const resumed = await tgLogin({ initData: initData(), resume: true });
    expect(resumed.status).toBe(200);
    expect((await tgLogin({ initData: initData() })).status).toBe(200);
  });

  it('an email sign-in after a Telegram logout turns automatic sign-in back on', async () => {
    await linkByEmail();
    await t.api('POST', `/api/logout/?initData=${encodeURIComponent(initData())}`);
    expect((await tgLogin({ initData: initData() })).status).toBe(403);
    await linkByEmail();
    expect((await tgLogin({ initData: initData() })).status).toBe(200);
  });

  it('a Telegram user is linked to one account: linking another moves the link', async () => {
    await linkByEmail();
    await t.api('POST', '/api/login/', {
      json: { email: 'hr@company.ru', password: TEST_PASSWORD, kind: 'company', initData: initData() },
    });
    expect(await linkedStudent()).toBeNull();
    expect((await tgLogin({ initData: initData() })).body.data?.kind).toBe('company');
  });

  it('links the account the email belongs to, whatever tab (or none) the Mini App sent (docs/decisions/050)', async () => {
    for (const kind of ['student', undefined]) {
      await database.db.update(companies).set({ telegramUserId: null });
      const login = await t.api('POST', '/api/login/', {
        json: {
          email: 'hr@company.ru',
          password: TEST_PASSWORD,
          initData: initData(),
          ...(kind ? { kind } : {}),
        },
      });
      expect(login.status).toBe(200);
      expect((login.body.data as { kind: string }).kind).toBe('company');
      const [company] = await database.db
        .select()
        .from(companies)
        .where(eq(companies.email, 'hr@company.ru'));
      expect(company?.telegramUserId).toBe(tgUser.id);
      expect(await linkedStudent()).toBeNull();
      expect((await tgLogin({ initData: initData() })).body.data?.kind).toBe('company');
    }
  });

  it('answers 503 when the server has no bot', async () => {
    const off = createTestApp(database);
    const response = await off.api('POST', '/api/tg-login/', { json: { initData: initData() } });
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ message: messages.telegramOff });
  });
});
