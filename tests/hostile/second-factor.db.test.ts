import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { adminRecoveryCodes, adminSecondFactors, rateLimits, sessions } from '../../src/server/db/schema';
import { SECOND_FACTOR_LIMIT } from '../../src/server/domain/two-factor/attempts';
import { seedAccounts, TEST_PASSWORD } from '../helpers/accounts';
import { nextTotpCode, signInAdmin } from '../helpers/admin-second-factor';
import { changedTables, listTables, snapshotTables } from '../helpers/db-snapshot';
import { cookiePair, createTestApp } from '../helpers/test-app';
import { describeOnDatabases } from '../helpers/test-database';

const CYRILLIC = /[А-Яа-яЁё]/;

describeOnDatabases('hostile: guessing the admin second factor', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  let adminId = 0;
  let recoveryCodes: string[] = [];
  let tables: string[];

  beforeAll(async () => {
    database = await target.open();
    adminId = (await seedAccounts(database.db)).admin.id;
    tables = await listTables(database.db);
    t = createTestApp(database);
    recoveryCodes = (await signInAdmin(t, database.db, 'admin@example.ru', TEST_PASSWORD)).recoveryCodes;
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
  });
  afterAll(async () => {
    await database?.close();
  });

  const pendingCookie = async () => {
    const login = await t.api('POST', '/api/login/', {
      json: { email: 'admin@example.ru', password: TEST_PASSWORD, kind: 'admin' },
    });
    expect(login.body.data).toMatchObject({ secondFactor: 'verify' });
    return cookiePair(login.headers.get('set-cookie'));
  };
  const verify = (cookie: string, code: string) =>
    t.api('POST', '/api/two-factor/verify/', { cookie, json: { code } });

  it('a burst of guesses gets at most the limit checked, and the right code after it is refused too', async () => {
    const cookie = await pendingCookie();
    const right = await nextTotpCode(t, database.db, adminId);
    const guesses = Array.from({ length: 40 }, (_, index) => String(100_000 + index * 7919).slice(0, 6));
    const answers = await Promise.all(guesses.filter((g) => g !== right).map((code) => verify(cookie, code)));
    const checked = answers.filter((answer) => answer.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(SECOND_FACTOR_LIMIT.limit);
    for (const answer of answers) {
      expect([400, 429]).toContain(answer.status);
      expect(String(answer.body.message)).toMatch(CYRILLIC);
    }
    const late = await verify(cookie, right);
    expect(late.status).toBe(429);
    expect(Number(late.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('the same valid code sent at once many times opens exactly one session (no replay race)', async () => {
    const cookies = await Promise.all(Array.from({ length: 6 }, () => pendingCookie()));
    const code = await nextTotpCode(t, database.db, adminId);
    const answers = await Promise.all(cookies.map((cookie) => verify(cookie, code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 200)) expect(answer.status).toBe(400);
  });

  it('one recovery code raced from many pending sessions passes once', async () => {
    const cookies = await Promise.all(Array.from({ length: 6 }, () => pendingCookie()));
    const code = recoveryCodes[1] ?? '';
    const answers = await Promise.all(cookies.map((cookie) => verify(cookie, code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it('generated codes: a Russian 4xx, never a 5xx, nothing but the counter changed', async () => {
    const cookie = await pendingCookie();
    const before = await snapshotTables(database.db, tables);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.stringMatching(/^\d{6}$/),
          fc.stringMatching(/^[a-z2-9]{5}-[a-z2-9]{5}$/),
          fc.constant('\u0000\u0007'),
        ),
        async (code) => {
          await database.db.delete(rateLimits);
          for (const path of ['/api/two-factor/verify/', '/api/two-factor/totp/confirm/']) {
            const answer = await t.api('POST', path, { cookie, json: { code } });
            expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
            expect(answer.status, answer.text).toBeLessThan(500);
            expect(String(answer.body.message)).toMatch(CYRILLIC);
          }
        },
      ),
      { numRuns: 60 },
    );
    expect(changedTables(before, await snapshotTables(database.db, tables))).toEqual([]);
    // The factor and its codes still stand.
    expect(await database.db.select().from(adminSecondFactors)).toHaveLength(1);
    expect((await database.db.select().from(adminRecoveryCodes)).length).toBeGreaterThan(0);
    expect((await database.db.select().from(sessions)).length).toBeGreaterThan(0);
  });
});
