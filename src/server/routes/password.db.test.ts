import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedAccounts, TEST_PASSWORD } from '../../../tests/helpers/accounts';
import { sessionCookie } from '../../../tests/helpers/board-fixtures';
import { runOutboxWorker } from '../../../tests/helpers/outbox-delivery';
import { type ReceivedMail, startSmtpInbox, tokenFromMail } from '../../../tests/helpers/smtp-inbox';
import { createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { messages } from '../../shared/messages';
import { hashPassword } from '../auth/passwords';
import type { DatabaseHandle } from '../db/client';
import { companies, passwordResets, rateLimits, sessions, students } from '../db/schema';
import { RESET_LIMITS, RESET_TOKEN_LIFETIME_MS } from '../domain/password/request-password-reset';
import { createSmtpMailer } from '../mail/smtp-mailer';

const NEW_PASSWORD = 'синий трактор едет в поле';
const SENT = { success: true, data: null, message: messages.resetMailSent };

describeOnDatabases('password recovery over real SMTP', (target) => {
  let database: DatabaseHandle;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let t: ReturnType<typeof createTestApp>;
  let seeded: Awaited<ReturnType<typeof seedAccounts>>;
  let originalHash: string;
  // The reset mail is queued after the answer: the server's worker sends it, as in production.
  let worker: Awaited<ReturnType<typeof runOutboxWorker>> | undefined;

  beforeAll(async () => {
    database = await target.open();
    seeded = await seedAccounts(database.db);
    originalHash = await hashPassword(TEST_PASSWORD);
    inbox = await startSmtpInbox();
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    await database.db.delete(sessions);
    await database.db.delete(passwordResets);
    await database.db.update(students).set({ passwordHash: originalHash });
    inbox.received.length = 0;
    t = createTestApp(database, undefined, createSmtpMailer({ url: inbox.url }));
    worker = await runOutboxWorker(t.deps);
  });
  afterEach(async () => {
    await worker?.stop();
  });
  afterAll(async () => {
    await inbox?.close();
    await database?.close();
  });

  const sendMail = (email: string, kind = 'student') =>
    t.api('POST', '/api/sendMail/', { json: { email, kind } });
  const changePass = (token: string, password = NEW_PASSWORD) =>
    t.api('POST', '/api/changePass/', { json: { token, password } });
  const login = (password: string) =>
    t.api('POST', '/api/login/', { json: { email: 'student@example.ru', kind: 'student', password } });

  async function requestToken(): Promise<{ token: string; mail: ReceivedMail }> {
    const arriving = inbox.next();
    const response = await sendMail('Student@Example.ru');
    expect(response.status).toBe(200);
    const mail = await arriving;
    return { token: tokenFromMail(mail), mail };
  }

  it("never builds the link from the request's Host header (a client could aim it at its own host)", async () => {
    const arriving = inbox.next();
    const response = await t.api('POST', 'http://evil.example/api/sendMail/', {
      json: { email: 'student@example.ru', kind: 'student' },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.status).toBe(200);
    const mail = await arriving;
    const text = mail.texts.join('\n');
    expect(text).not.toContain('evil.example');
    expect(text).toContain('http://localhost/recovery/student/#token=');
  });

  it('mails a link whose token sets the new password; the old one stops working', async () => {
    const cookie = await sessionCookie(database.db, 'student', seeded.student.id, t.clock.now());
    const { token, mail } = await requestToken();
    expect(mail.to).toEqual(['student@example.ru']);
    expect(mail.subject).toBe('Восстановление пароля');
    expect(mail.texts.join('\n')).toContain(`http://localhost/recovery/student/#token=${token}`);
    // Only the hash is stored.
    const rows = await database.db.select().from(passwordResets);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.expiresAt.getTime()).toBe(t.clock.now().getTime() + RESET_TOKEN_LIFETIME_MS);

    expect((await changePass(token)).status).toBe(200);
    expect((await login(TEST_PASSWORD)).status).toBe(401);
    expect((await login(NEW_PASSWORD)).status).toBe(200);
    // Every earlier session of the account ended.
    expect((await t.api('GET', '/api/session/', { cookie })).status).toBe(401);
  });

  it('works once', async () => {
    const { token } = await requestToken();
    expect((await changePass(token)).status).toBe(200);
    const again = await changePass(token, 'другой длинный пароль');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: messages.resetInvalid });
    expect((await login(NEW_PASSWORD)).status).toBe(200);
  });

  it('expires after its lifetime, and a newer request voids an older link', async () => {
    const first = await requestToken();
    const second = await requestToken();
    expect((await changePass(first.token)).status).toBe(400);
    t.clock.advance(RESET_TOKEN_LIFETIME_MS + 1000);
    expect((await changePass(second.token)).body).toEqual({ success: false, message: messages.resetInvalid });
    expect((await login(TEST_PASSWORD)).status).toBe(200);
  });

  it('mails the account that holds the email, whichever tab asked (issue 24, item 1)', async () => {
    for (const json of [{ email: 'hr@company.ru', kind: 'student' }, { email: 'HR@company.ru' }]) {
      const arriving = inbox.next();
      const response = await t.api('POST', '/api/sendMail/', { json });
      expect(response.body).toEqual(SENT);
      const mail = await arriving;
      expect(mail.to).toEqual(['hr@company.ru']);
      expect(mail.texts.join('\n')).toContain(
        `http://localhost/recovery/company/#token=${tokenFromMail(mail)}`,
      );
    }
    const rows = await database.db.select().from(passwordResets);
    expect(rows.map((row) => [row.accountKind, row.accountId])).toEqual([
      ['company', seeded.company.id],
      ['company', seeded.company.id],
    ]);
  });

  it('mails each account of an email held by a student and a company, naming it', async () => {
    const [twin] = await database.db
      .insert(companies)
      .values({
        email: 'student@example.ru',
        passwordHash: originalHash,
        name: 'ООО «Двойник»',
        status: 'approved',
      })
      .returning();
    try {
      const first = inbox.next();
      expect((await sendMail('student@example.ru', 'company')).body).toEqual(SENT);
      await first;
      await expect.poll(() => inbox.received.length).toBe(2);
      const texts = inbox.received.map((mail) => mail.texts.join('\n'));
      expect(texts[0]).toContain('аккаунта компании (ООО «Двойник»)');
      expect(texts[0]).toContain('/recovery/company/#token=');
      expect(texts[1]).toContain('аккаунта студента (Иван Студентов)');
      expect(texts[1]).toContain('/recovery/student/#token=');
      const [companyLetter] = inbox.received;
      if (!companyLetter) throw new Error('no letter');
      expect((await changePass(tokenFromMail(companyLetter))).status).toBe(200);
      const signedIn = await t.api('POST', '/api/login/', {
        json: { email: 'student@example.ru', password: NEW_PASSWORD },
      });
      expect((signedIn.body.data as { kind: string }).kind).toBe('company');
    } finally {
      await database.db.delete(passwordResets);
      if (twin) await database.db.delete(companies).where(eq(companies.id, twin.id));
    }
  });

  it('answers an unknown email exactly as a known one and sends nothing', async () => {
    const known = await requestToken();
    expect(known.token).not.toBe('');
    const expected = await sendMail('student@example.ru');
    await inbox.next();
    for (const [email, kind] of [
      ['nobody@example.ru', 'student'],
      ['nobody@example.ru', 'company'],
    ] as const) {
      const response = await sendMail(email, kind);
      expect(response.status).toBe(expected.status);
      expect(response.text).toBe(expected.text);
      expect(response.body).toEqual(SENT);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.received).toHaveLength(2);
    const rows = await database.db.select().from(passwordResets);
    expect(rows.every((row) => row.accountKind === 'student' && row.accountId === seeded.student.id)).toBe(
      true,
    );
  });

  it('answers the same when the mail cannot be sent', async () => {
    let attempts = 0;
    const broken = createTestApp(database, undefined, {
      send: async () => {
        attempts += 1;
        throw new Error('SMTP down');
      },
    });
    // Only the broken transport's worker runs: the working one must not take the row.
    await worker?.stop();
    const brokenWorker = await runOutboxWorker(broken.deps);
    try {
      const response = await broken.api('POST', '/api/sendMail/', {
        json: { email: 'student@example.ru', kind: 'student' },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(SENT);
      await expect.poll(() => attempts).toBe(1);
    } finally {
      await brokenWorker.stop();
    }
  });

  it('limits requests per email, for known and unknown emails alike', async () => {
    for (const email of ['nobody@example.ru', 'student@example.ru']) {
      for (let i = 0; i < RESET_LIMITS.perEmail.limit; i++) {
        expect((await sendMail(email)).status).toBe(200);
      }
      const refused = await sendMail(email);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Слишком много запросов на восстановление пароля/);
      expect(refused.headers.get('retry-after')).toBeTruthy();
    }
    // Let the known email's mails settle before the next test clears the tables.
    while (inbox.received.length < RESET_LIMITS.perEmail.limit) await inbox.next();
  });

  it('limits requests per client address across emails', async () => {
    for (let i = 0; i < RESET_LIMITS.perAddress.limit; i++) {
      expect((await sendMail(`nobody${i}@example.ru`)).status).toBe(200);
    }
    expect((await sendMail('nobody-else@example.ru')).status).toBe(429);
  });

  it('refuses a common or short password without using the link', async () => {
    const { token } = await requestToken();
    const common = await changePass(token, 'Qwerty123456');
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual({ password: messages.passwordTooCommon });
    expect((await changePass(token, 'short')).body.errors).toEqual({
      password: 'Пароль не короче 8 символов.',
    });
    expect((await changePass(token)).status).toBe(200);
  });

  it('refuses a malformed token as an invalid link', async () => {
    expect((await changePass('x'.repeat(43))).status).toBe(400);
    expect((await changePass('')).body.errors).toEqual({ token: messages.resetInvalid });
  });
});

describeOnDatabases('signed-in password change', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  let seeded: Awaited<ReturnType<typeof seedAccounts>>;

  beforeAll(async () => {
    database = await target.open();
    seeded = await seedAccounts(database.db);
    t = createTestApp(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  const change = (path: string, cookie: string, currentPassword: string, password = NEW_PASSWORD) =>
    t.api('POST', path, { cookie, json: { currentPassword, password } });

  it('lets only the signed-in student or company use its own route', async () => {
    const now = t.clock.now();
    const company = await sessionCookie(database.db, 'company', seeded.company.id, now);
    const admin = await sessionCookie(database.db, 'admin', seeded.admin.id, now);
    expect((await change('/api/student/changePass/', '', TEST_PASSWORD)).status).toBe(401);
    expect((await change('/api/student/changePass/', company, TEST_PASSWORD)).status).toBe(403);
    expect((await change('/api/company/changePass/', admin, TEST_PASSWORD)).status).toBe(403);
  });

  for (const kind of ['student', 'company'] as const) {
    it(`${kind}: refuses a wrong current password, then changes it and ends the other sessions`, async () => {
      const id = kind === 'student' ? seeded.student.id : seeded.company.id;
      const email = kind === 'student' ? 'student@example.ru' : 'hr@company.ru';
      const current = await sessionCookie(database.db, kind, id, t.clock.now());
      const other = await sessionCookie(database.db, kind, id, t.clock.now());
      const path = `/api/${kind}/changePass/`;

      const wrong = await change(path, current, 'not the password');
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual({ currentPassword: messages.currentPasswordWrong });
      const common = await change(path, current, TEST_PASSWORD, 'password123');
      expect(common.body.errors).toEqual({ password: messages.passwordTooCommon });

      expect((await change(path, current, TEST_PASSWORD)).status).toBe(200);
      expect((await t.api('GET', '/api/session/', { cookie: current })).status).toBe(200);
      expect((await t.api('GET', '/api/session/', { cookie: other })).status).toBe(401);
      const signIn = (password: string) => t.api('POST', '/api/login/', { json: { email, kind, password } });
      expect((await signIn(TEST_PASSWORD)).status).toBe(401);
      expect((await signIn(NEW_PASSWORD)).status).toBe(200);
      const rows = await database.db.select().from(sessions).where(eq(sessions.accountId, id));
      expect(rows.filter((row) => row.accountKind === kind)).toHaveLength(2);
    });
  }
});
