import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  REGISTRATION_PASSWORD as PASSWORD,
  studentRegistration,
} from '../../../tests/helpers/registration-fixtures';
import { createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { smallPng, uploadFile } from '../../../tests/helpers/upload-fixtures';
import { messages } from '../../shared/messages';
import type { DatabaseHandle } from '../db/client';
import { companies, rateLimits, students } from '../db/schema';
import { AVAILABILITY_LIMITS } from '../domain/registration/check-availability';
import { TAKEN_EMAIL_NOTICES } from '../domain/registration/taken-email-notice';
import type { MailMessage } from '../mail/mailer';

const student = (overrides: Record<string, unknown> = {}) =>
  studentRegistration({ email: 'New.Student@Example.ru', password: PASSWORD, faculty: 'ВМК', ...overrides });

const company = (overrides: Record<string, unknown> = {}) => ({
  kind: 'company',
  email: 'hr@newco.ru',
  password: PASSWORD,
  name: 'ООО «Новая»',
  inn: '7707083893',
  contactPerson: 'Пётр Петров',
  phone: '89123456780',
  consent: true,
  ...overrides,
});

describeOnDatabases('/api/register/ and /api/validation/', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  const mails: MailMessage[] = [];

  beforeAll(async () => {
    database = await target.open();
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    mails.length = 0;
    t = createTestApp(database, undefined, { send: async (message) => void mails.push(message) });
  });
  afterAll(async () => {
    await database?.close();
  });

  const register = (json: unknown) => t.api('POST', '/api/register/', { json });
  const available = (field: string, value: string, kind = 'student') =>
    t.api('POST', '/api/validation/', { json: { field, value, kind } });

  it('registers a pending student with the consent time and signs them in', async () => {
    const response = await register(student());
    expect(response.status).toBe(201);
    const data = response.body.data as {
      kind: string;
      token: string;
      account: { email: string; name: string };
    };
    expect(data.kind).toBe('student');
    expect(data.account).toMatchObject({ email: 'new.student@example.ru', name: 'Мария Новикова' });
    const [row] = await database.db
      .select()
      .from(students)
      .where(eq(students.email, 'new.student@example.ru'));
    expect(row?.status).toBe('pending');
    expect(row?.phone).toBe('+79123456789');
    expect(row?.personalDataConsentAt?.getTime()).toBe(t.clock.now().getTime());
    expect(row?.passwordHash).not.toContain(PASSWORD);
    const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^sid=/);
    const session = await t.api('GET', '/api/session/', { cookie });
    expect(session.status).toBe(200);
    expect((session.body.data as { account: { id: number } }).account.id).toBe(row?.id);
  });

  it('registers a pending company and signs it in', async () => {
    const response = await register(company());
    expect(response.status).toBe(201);
    expect((response.body.data as { kind: string }).kind).toBe('company');
    const [row] = await database.db.select().from(companies).where(eq(companies.email, 'hr@newco.ru'));
    expect(row).toMatchObject({ status: 'pending', inn: '7707083893', phone: '+79123456780' });
    expect(row?.personalDataConsentAt?.getTime()).toBe(t.clock.now().getTime());
    expect(response.headers.get('set-cookie')).toMatch(/^sid=/);
  });

  it('answers 409 to a second registration with the same email, even at the same moment', async () => {
    const email = 'twice@example.ru';
    const [first, second] = await Promise.all([register(student({ email })), register(student({ email }))]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.message).toBe(messages.registerDuplicate);
    const again = await register(student({ email: 'TWICE@example.ru' }));
    expect(again.status).toBe(409);
  });

  it('tells the owner of a taken email by mail, a few times a day at most (issue 24, item 30)', async () => {
    const email = 'owner@example.ru';
    expect((await register(student({ email }))).status).toBe(201);
    mails.length = 0;
    for (let attempt = 0; attempt <= TAKEN_EMAIL_NOTICES.limit; attempt++) {
      const refused = await register(student({ email: 'Owner@Example.ru', firstName: 'Чужой' }));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(messages.registerDuplicate);
    }
    expect(mails).toHaveLength(TAKEN_EMAIL_NOTICES.limit);
    expect(mails[0]?.to).toBe(email);
    expect(mails[0]?.text).toContain('такой аккаунт у вас уже есть');
    expect(mails[0]?.text).toContain('/login/');
    // The other kind's table holds no such email: a company registers with it, nobody is told.
    expect((await register(company({ email, inn: '5001007329' }))).status).toBe(201);
    expect(mails.filter((mail) => mail.subject === 'Попытка регистрации с вашим адресом')).toHaveLength(
      TAKEN_EMAIL_NOTICES.limit,
    );
  });

  it('refuses invalid input with Russian field errors', async () => {
    const response = await register(
      student({
        email: 'bad@example.ru',
        password: 'password',
        phone: '+7 (12) 3',
        consent: false,
        course: 9,
      }),
    );
    expect(response.status).toBe(400);
    const errors = response.body.errors as Record<string, string>;
    expect(errors.password).toBe(messages.passwordTooCommon);
    expect(errors.phone).toMatch(/мобильный номер/);
    expect(errors.consent).toBe('Необходимо согласие на обработку персональных данных.');
    expect(errors.course).toBe('Курс — от 1 до 6.');
    const badInn = await register(company({ email: 'inn@example.ru', inn: '7707083894' }));
    expect(badInn.status).toBe(400);
    expect((badInn.body.errors as Record<string, string>).inn).toMatch(/контрольная цифра/);
    const noConsent = await register(company({ email: 'nc@example.ru', consent: undefined }));
    expect((noConsent.body.errors as Record<string, string>).consent).toBe(
      'Необходимо согласие на обработку персональных данных.',
    );
    const rows = await database.db.select().from(students).where(eq(students.email, 'bad@example.ru'));
    expect(rows).toHaveLength(0);
  });

  it('tells whether an INN is free, and never anything about an email (issue 24, item 30)', async () => {
    await register(student({ email: 'taken@example.ru' }));
    await register(company({ email: 'taken@co.ru', inn: '7736050003' }));
    for (const [value, kind] of [
      ['Taken@Example.ru', 'student'],
      ['free@example.ru', 'student'],
      ['taken@co.ru', 'company'],
    ] as const) {
      const asked = await available('email', value, kind);
      expect(asked.status).toBe(400);
      expect(asked.body).toMatchObject({ success: false, message: messages.invalidInput });
      expect((asked.body.errors as Record<string, string>).field).toBe(
        'Заранее проверяется только ИНН компании.',
      );
    }
    expect((await available('inn', '7736050003', 'company')).body.data).toEqual({ available: false });
    expect((await available('inn', '7701023457', 'company')).body.data).toEqual({ available: true });
  });

  it('rate-limits availability checks per address', async () => {
    for (let index = 0; index < AVAILABILITY_LIMITS.perAddress.limit; index++) {
      expect((await available('inn', '7701023457', 'company')).status).toBe(200);
    }
    const limited = await available('inn', '7701023457', 'company');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    t.clock.advance(AVAILABILITY_LIMITS.perAddress.windowMs + 1);
    expect((await available('inn', '7701023457', 'company')).status).toBe(200);
  });

  it("attaches the image step's photo once, only the student's own", async () => {
    const registered = await register(student({ email: 'photo@example.ru' }));
    const cookie = registered.headers.get('set-cookie')?.split(';')[0] ?? '';
    const other = await register(student({ email: 'other-photo@example.ru' }));
    const otherCookie = other.headers.get('set-cookie')?.split(';')[0] ?? '';
    const uploaded = await uploadFile(t.app, cookie, 'photo', { name: 'me.png', bytes: await smallPng() });
    expect(uploaded.status).toBe(201);
    const fileId = (uploaded.body.data as { id: number }).id;
    const attach = (as: string) => t.api('POST', '/api/register/photo/', { cookie: as, json: { fileId } });
    expect((await attach('')).status).toBe(401);
    expect((await attach(otherCookie)).status).toBe(404);
    expect((await attach(cookie)).status).toBe(200);
    const [row] = await database.db.select().from(students).where(eq(students.email, 'photo@example.ru'));
    expect(row?.photoFileId).toBe(fileId);
    expect((await attach(cookie)).status).toBe(409);
  });
});
