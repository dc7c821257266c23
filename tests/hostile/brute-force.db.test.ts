import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords';
import { hashToken } from '../../src/server/auth/tokens';
import type { DatabaseHandle } from '../../src/server/db/client';
import { passwordResets, rateLimits, students } from '../../src/server/db/schema';
import { LOGIN_LIMITS } from '../../src/server/domain/auth/sign-in';
import { FEEDBACK_LIMITS } from '../../src/server/domain/feedback/send-feedback';
import { REGISTER_LIMITS } from '../../src/server/domain/registration/register-account';
import { TAKEN_EMAIL_NOTICES } from '../../src/server/domain/registration/taken-email-notice';
import type { MailMessage } from '../../src/server/mail/mailer';
import { TEST_PASSWORD } from '../helpers/accounts';
import { type Board, seedBoard } from '../helpers/board-fixtures';
import { changedTables, listTables, snapshotTables } from '../helpers/db-snapshot';
import { createTestApp } from '../helpers/test-app';
import { describeOnDatabase } from '../helpers/test-database';

const CYRILLIC = /[А-Яа-яЁё]/;

type Answer = Awaited<ReturnType<ReturnType<typeof createTestApp>['api']>>;

/** 429 with a Russian message and a Retry-After of whole seconds within the window. */
function expectLimited(answer: Answer, windowMs: number) {
  expect(answer.status, answer.text).toBe(429);
  expect(answer.body.success).toBe(false);
  expect(String(answer.body.message)).toMatch(CYRILLIC);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

// Limits met one request at a time over HTTP: one database. The counters' SQL runs on both in
// src/server/auth/rate-limit.db.test.ts, parallel bursts in brute-force-bursts.db.test.ts.
describeOnDatabase('hostile brute force: login, feedback and registration limits', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  let board: Board;
  let tables: string[];
  const mails: MailMessage[] = [];

  beforeAll(async () => {
    database = await target.open();
    board = await seedBoard(database.db);
    tables = await listTables(database.db);
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    // Behind our proxy: each request says its address, so attackers and the owner differ.
    mails.length = 0;
    t = createTestApp(
      database,
      undefined,
      { send: async (message) => void mails.push(message) },
      { trustProxy: true },
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  const login = (email: string, password: string, address = '203.0.113.1') =>
    t.api('POST', '/api/login/', {
      json: { kind: 'student', email, password },
      headers: { 'x-forwarded-for': address },
    });

  it('the 11th failed login on one account from one address is 429 there; the owner elsewhere signs in', async () => {
    const rule = LOGIN_LIMITS.perAccountAndAddress;
    // The documented figure (issue 7, ASVS): ten failures, then this address waits.
    expect(rule.limit).toBe(10);
    const before = await snapshotTables(database.db, tables);
    for (let attempt = 0; attempt < rule.limit; attempt += 1) {
      const answer = await login(board.student.email, `wrong password ${attempt}`);
      expect(answer.status).toBe(401);
      expect(String(answer.body.message)).toMatch(CYRILLIC);
    }
    expectLimited(await login(board.student.email, 'yet another wrong one'), rule.windowMs);
    expectLimited(await login(board.student.email, TEST_PASSWORD), rule.windowMs);
    // Refused attempts only counted: no session, no account change.
    expect(changedTables(before, await snapshotTables(database.db, tables))).toEqual([]);
    // The attacker's failures do not lock the owner out (issue 24, item 30): from their own
    // address the right password works at once.
    expect((await login(board.student.email, TEST_PASSWORD, '198.51.100.7')).status).toBe(200);
    // Another account from the same address is not locked by this one's failures.
    const company = await t.api('POST', '/api/login/', {
      json: { kind: 'company', email: board.company.email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.1' },
    });
    expect(company.status).toBe(200);
    // When the window has passed, the right password works again.
    t.clock.advance(rule.windowMs + 1000);
    expect((await login(board.student.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('many addresses meet the account’s ceiling; the recovery link lifts it for the owner at once', async () => {
    const pair = LOGIN_LIMITS.perAccountAndAddress.limit;
    const rule = LOGIN_LIMITS.perAccount;
    // Beyond what ASVS allows an hour (100), and beyond what one address can reach alone.
    expect(rule.limit).toBeLessThanOrEqual(100);
    expect(rule.limit).toBeGreaterThan(pair * (rule.windowMs / LOGIN_LIMITS.perAccountAndAddress.windowMs));
    const addresses = Math.ceil(rule.limit / pair);
    for (let host = 0; host < addresses; host += 1) {
      for (let attempt = 0; attempt < pair; attempt += 1) {
        const answer = await login(board.student.email, `guess ${host}-${attempt}`, `192.0.2.${host + 1}`);
        expect(answer.status, `address ${host + 1}, attempt ${attempt + 1}`).toBe(401);
      }
    }
    // Now every address waits, the owner's too, and is told how to lift it.
    const held = await login(board.student.email, TEST_PASSWORD, '198.51.100.7');
    expectLimited(held, rule.windowMs);
    expect(String(held.body.message)).toContain('восстановите пароль');
    // The recovery link proves the mailbox: the new password works at once, from anywhere.
    const token = 'a'.repeat(43);
    await database.db.insert(passwordResets).values({
      accountKind: 'student',
      accountId: board.student.id,
      tokenHash: hashToken(token),
      createdAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + 60 * 60_000),
    });
    const newPassword = 'новый пароль владельца 2026';
    const reset = await t.api('POST', '/api/changePass/', { json: { token, password: newPassword } });
    expect(reset.status, reset.text).toBe(200);
    expect((await login(board.student.email, newPassword, '198.51.100.7')).status).toBe(200);
    expect((await login(board.student.email, newPassword, '192.0.2.1')).status).toBe(200);
    await database.db
      .update(students)
      .set({ passwordHash: await hashPassword(TEST_PASSWORD) })
      .where(eq(students.id, board.student.id));
  });

  it('the address limit stops guessing across many accounts', async () => {
    const rule = LOGIN_LIMITS.perAddress;
    for (let attempt = 0; attempt < rule.limit; attempt += 1) {
      const answer = await login(`nobody${attempt}@example.ru`, 'wrong password');
      expect(answer.status, `attempt ${attempt + 1}`).toBe(401);
    }
    expectLimited(await login('someone-new@example.ru', 'wrong password'), rule.windowMs);
    // The limit is per address: a real account is refused too until the window passes.
    expectLimited(await login(board.student.email, TEST_PASSWORD), rule.windowMs);
    t.clock.advance(rule.windowMs + 1000);
    expect((await login(board.student.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('a guest flooding feedback gets 429 with Retry-After once the address limit is used', async () => {
    const rule = FEEDBACK_LIMITS.guestAddress;
    const send = (index: number) =>
      t.api('POST', '/api/feedback/send', {
        json: { text: `Сообщение номер ${index}`, email: `guest${index}@mail.ru` },
      });
    for (let index = 0; index < rule.limit; index += 1) expect((await send(index)).status).toBe(201);
    const before = await snapshotTables(database.db, tables);
    expectLimited(await send(rule.limit), rule.windowMs);
    expect(changedTables(before, await snapshotTables(database.db, tables))).toEqual([]);
  });

  it('registering a taken email again and again creates nothing and mails its owner a few times a day', async () => {
    const before = await snapshotTables(database.db, tables);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await t.api('POST', '/api/register/', {
        headers: { 'x-forwarded-for': `192.0.2.${attempt + 50}` },
        json: {
          kind: 'student',
          email: board.student.email,
          password: 'длинный пароль студента',
          firstName: 'Чужой',
          lastName: 'Человек',
          phone: '89123456780',
          university: 'МГУ',
          course: 2,
          graduationYear: new Date().getFullYear() + 2,
          consent: true,
        },
      });
      expect(answer.status, answer.text).toBe(409);
      expect(String(answer.body.message)).toMatch(/^С этим email зарегистрироваться нельзя/);
    }
    expect(mails.map((mail) => mail.to)).toEqual(Array(TAKEN_EMAIL_NOTICES.limit).fill(board.student.email));
    // No account, session or link: only the owner's letters (sent, their rows closed) are new.
    expect(changedTables(before, await snapshotTables(database.db, tables))).toEqual(['outbox']);
  });

  it('registration from one address stops at its limit with 429 and creates nothing more', async () => {
    const rule = REGISTER_LIMITS.perAddress;
    const register = (index: number) =>
      t.api('POST', '/api/register/', {
        json: {
          kind: 'company',
          email: `flood${index}@newco.ru`,
          password: 'длинный пароль компании',
          name: `ООО «Поток ${index}»`,
          inn: '7707083893',
          contactPerson: 'Пётр Петров',
          phone: '89123456780',
          consent: true,
        },
      });
    for (let index = 0; index < rule.limit; index += 1) {
      expect((await register(index)).status, `registration ${index + 1}`).toBe(201);
    }
    const before = await snapshotTables(database.db, tables);
    expectLimited(await register(rule.limit), rule.windowMs);
    expect(changedTables(before, await snapshotTables(database.db, tables))).toEqual([]);
  });
});
