import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedAccounts, TEST_PASSWORD } from '../../../tests/helpers/accounts';
import { signInitData, TEST_BOT_TOKEN } from '../../../tests/helpers/telegram-init-data';
import { createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { SESSION_BOUNDS } from '../auth/sessions';
import type { DatabaseHandle } from '../db/client';
import { companies, rateLimits, sessions, students } from '../db/schema';

const TELEGRAM = { botToken: TEST_BOT_TOKEN, maxAgeSeconds: 86_400 };
const phone = { id: 555_000_222, first_name: 'Иван' };

describeOnDatabases('sessions stay bounded when Telegram storage does not persist', (target) => {
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
    await database.db.update(companies).set({ telegramUserId: null });
    await database.db.update(students).set({ telegramUserId: phone.id }).where(eq(students.id, studentId));
    t = createTestApp(database, undefined, undefined, { telegram: TELEGRAM });
  });
  afterAll(async () => {
    await database.close();
  });

  const ofStudent = () =>
    database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.accountKind, 'student'), eq(sessions.accountId, studentId)));

  /** A Mini App open with no stored bearer: what a webview that forgets its storage sends. */
  const open = () =>
    t.api('POST', '/api/tg-login/', {
      json: { initData: signInitData({ user: phone, authDate: t.clock.now() }) },
    });

  it('20 opens without a stored bearer leave the newest few sessions, and the last one works', async () => {
    let bearer = '';
    for (let index = 0; index < 20; index += 1) {
      t.clock.advance(1000);
      const answer = await open();
      expect(answer.status).toBe(200);
      bearer = (answer.body.data as { bearer: string }).bearer;
    }
    const rows = await ofStudent();
    expect(rows).toHaveLength(SESSION_BOUNDS.perTelegramUser);
    expect(rows.every((row) => row.telegramUserId === phone.id)).toBe(true);
    const session = await t.api('GET', '/api/session/', { headers: { authorization: `Bearer ${bearer}` } });
    expect(session.status).toBe(200);
  });

  it('a website sign-in is not ended by Telegram opens, and an account keeps at most its bound', async () => {
    const website = await t.api('POST', '/api/login/', {
      json: { kind: 'student', email: 'student@example.ru', password: TEST_PASSWORD },
    });
    const cookie = website.headers.get('set-cookie')?.split(';')[0] ?? '';
    for (let index = 0; index < 10; index += 1) {
      t.clock.advance(1000);
      expect((await open()).status).toBe(200);
    }
    expect((await t.api('GET', '/api/session/', { cookie })).status).toBe(200);
    for (let index = 0; index < SESSION_BOUNDS.perAccount + 5; index += 1) {
      t.clock.advance(1000);
      const again = await t.api('POST', '/api/login/', {
        json: { kind: 'student', email: 'student@example.ru', password: TEST_PASSWORD },
      });
      expect(again.status).toBe(200);
    }
    expect(await ofStudent()).toHaveLength(SESSION_BOUNDS.perAccount);
  });

  it('a link moved to another account ends the sessions it opened for the old one', async () => {
    const answer = await open();
    const bearer = (answer.body.data as { bearer: string }).bearer;
    const moved = await t.api('POST', '/api/login/', {
      json: {
        kind: 'company',
        email: 'hr@company.ru',
        password: TEST_PASSWORD,
        initData: signInitData({ user: phone, authDate: t.clock.now() }),
      },
    });
    expect(moved.status).toBe(200);
    const old = await t.api('GET', '/api/session/', { headers: { authorization: `Bearer ${bearer}` } });
    expect(old.status).toBe(401);
    const fresh = (moved.body.data as { bearer: string }).bearer;
    const now = await t.api('GET', '/api/session/', { headers: { authorization: `Bearer ${fresh}` } });
    expect(now.status).toBe(200);
  });

  it('sign-ins racing at one moment never end each other’s new sessions', async () => {
    // Fill the account to its bound, then sign in many times at once, all at the same moment.
    for (let index = 0; index < SESSION_BOUNDS.perAccount; index += 1) {
      await t.api('POST', '/api/login/', {
        json: { kind: 'student', email: 'student@example.ru', password: TEST_PASSWORD },
      });
    }
    const burst = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.api('POST', '/api/login/', {
          json: { kind: 'student', email: 'student@example.ru', password: TEST_PASSWORD },
        }),
      ),
    );
    for (const answer of burst) {
      expect(answer.status).toBe(200);
      const cookie = answer.headers.get('set-cookie')?.split(';')[0] ?? '';
      expect((await t.api('GET', '/api/session/', { cookie })).status).toBe(200);
    }
    // The next sign-in, a moment later, brings the account back to its bound.
    t.clock.advance(1000);
    await t.api('POST', '/api/login/', {
      json: { kind: 'student', email: 'student@example.ru', password: TEST_PASSWORD },
    });
    expect(await ofStudent()).toHaveLength(SESSION_BOUNDS.perAccount);
  });
});
