import { eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords';
import type { DatabaseHandle } from '../../src/server/db/client';
import { admins, rateLimits, sessions, telegramLinkUndoTokens } from '../../src/server/db/schema';
import { seedAccounts, TEST_PASSWORD } from '../helpers/accounts';
import { nextTotpCode, signInAdmin } from '../helpers/admin-second-factor';
import { signInitData, TEST_BOT_TOKEN } from '../helpers/telegram-init-data';
import { cookiePair, createTestApp } from '../helpers/test-app';
import { describeOnDatabases } from '../helpers/test-database';

const TELEGRAM = { botToken: TEST_BOT_TOKEN, maxAgeSeconds: 86_400 };
const PHONE = { id: 700_400_055, first_name: 'Чужой' };
const SECOND_EMAIL = 'hostile-second@example.ru';

/**
 * Attacks on an admin's Telegram link made by signing in inside the Mini App (issue 24, item 2;
 * docs/decisions/016): the password alone never links, a forged initData links nothing, and
 * races leave one Telegram account on one admin with one live undo link.
 */
describeOnDatabases('hostile: linking an admin’s Telegram', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  const ids = { first: 0, second: 0 };

  beforeAll(async () => {
    database = await target.open();
    ids.first = (await seedAccounts(database.db)).admin.id;
    const [second] = await database.db
      .insert(admins)
      .values({ email: SECOND_EMAIL, passwordHash: await hashPassword(TEST_PASSWORD), name: 'Борис' })
      .returning({ id: admins.id });
    ids.second = second?.id ?? 0;
    t = createTestApp(database, undefined, undefined, { telegram: TELEGRAM });
    await signInAdmin(t, database.db, 'admin@example.ru', TEST_PASSWORD);
    await signInAdmin(t, database.db, SECOND_EMAIL, TEST_PASSWORD);
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    await database.db.delete(sessions);
    await database.db.update(admins).set({ telegramUserId: null });
  });
  afterAll(async () => {
    await database?.close();
  });

  const login = (email: string, initData: string) =>
    t.api('POST', '/api/login/', { json: { email, password: TEST_PASSWORD, kind: 'admin', initData } });
  const pendingOf = async (email: string) =>
    cookiePair(
      (await login(email, signInitData({ user: PHONE, authDate: t.clock.now() }))).headers.get('set-cookie'),
    );
  const holders = () =>
    database.db.select({ id: admins.id }).from(admins).where(eq(admins.telegramUserId, PHONE.id));

  it('a forged or stale initData with the right password is refused and changes nothing', async () => {
    const forged = signInitData({ user: PHONE, authDate: t.clock.now() }).replace(
      /hash=\w+/,
      `hash=${'0'.repeat(64)}`,
    );
    const stale = signInitData({ user: PHONE, authDate: new Date(t.clock.now().getTime() - 2 * 86_400_000) });
    for (const initData of [forged, stale]) {
      const answer = await login('admin@example.ru', initData);
      expect(answer.status).toBe(401);
      expect(String(answer.body.message)).toMatch(/[А-Яа-я]/);
    }
    expect(await database.db.select().from(sessions)).toEqual([]);
    expect(await holders()).toEqual([]);
  });

  it('a burst of wrong codes never links', async () => {
    const cookie = await pendingOf('admin@example.ru');
    const guesses = Array.from({ length: 30 }, (_, index) => String(200_000 + index * 7_919));
    const answers = await Promise.all(
      guesses.map((code) => t.api('POST', '/api/two-factor/verify/', { cookie, json: { code } })),
    );
    for (const answer of answers) expect([400, 429]).toContain(answer.status);
    expect(await holders()).toEqual([]);
  });

  it('two admins passing their codes at once with the same Telegram: one holds it, one undo link per admin', async () => {
    const [first, second] = await Promise.all([pendingOf('admin@example.ru'), pendingOf(SECOND_EMAIL)]);
    const codes = [
      await nextTotpCode(t, database.db, ids.first),
      await nextTotpCode(t, database.db, ids.second),
    ];
    const answers = await Promise.all([
      t.api('POST', '/api/two-factor/verify/', { cookie: first, json: { code: codes[0] } }),
      t.api('POST', '/api/two-factor/verify/', { cookie: second, json: { code: codes[1] } }),
    ]);
    // The second to link may find its pending session ended: it was that Telegram user's, and the
    // first link moved the user away from that admin (403, a Russian message).
    for (const answer of answers) expect([200, 403]).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(await holders()).toHaveLength(1);
    // The same code sent again (a replayed request) opens nothing and moves nothing.
    const replay = await t.api('POST', '/api/two-factor/verify/', {
      cookie: first,
      json: { code: codes[0] },
    });
    expect([401, 403]).toContain(replay.status);
    expect(await holders()).toHaveLength(1);
    const live = await database.db
      .select({ accountId: telegramLinkUndoTokens.accountId })
      .from(telegramLinkUndoTokens)
      .where(isNull(telegramLinkUndoTokens.usedAt));
    expect(live.length).toBe(new Set(live.map((row) => row.accountId)).size);
    // Sessions that Telegram user opened live only for the admin holding it.
    const [holder] = await holders();
    const tagged = await database.db
      .select({ accountId: sessions.accountId })
      .from(sessions)
      .where(isNotNull(sessions.telegramUserId));
    expect(tagged.every((row) => row.accountId === holder?.id)).toBe(true);
  });
});
