import { eq } from 'drizzle-orm';
import { Api } from 'grammy';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { admins, companies, outbox, students, telegramUsers } from '../src/server/db/schema';
import { verifyCompany } from '../src/server/domain/companies/verify-company';
import { enqueueNotification } from '../src/server/domain/outbox/enqueue';
import { reviewStudent } from '../src/server/domain/students/review-student';
import type { Notification, NotificationTarget, Notifier } from '../src/server/notify/notifier';
import { drainOutbox } from '../src/server/outbox/drain-outbox';
import { parseStartParam, pathForStartTarget } from '../src/shared/start-param';
import { seedAccounts } from '../tests/helpers/accounts';
import {
  type FakeBotApi,
  inlineButtons,
  startFakeBotApi,
  TEST_BOT_TOKEN,
} from '../tests/helpers/fake-bot-api';
import { describeOnDatabases } from '../tests/helpers/test-database';
import { createTelegramNotifier } from './telegram-notifier';

const PUBLIC_URL = 'https://board.example.ru';
const ADMIN_TG = 501;
const STUDENT_TG = 601;
const COMPANY_TG = 701;
const now = () => new Date('2026-11-21T10:00:00Z');

describeOnDatabases('the Telegram notifier, through the outbox', (target) => {
  let database: DatabaseHandle;
  let fake: FakeBotApi;
  let ids: { student: number; company: number };

  beforeAll(async () => {
    [database, fake] = await Promise.all([target.open(), startFakeBotApi()]);
    const seeded = await seedAccounts(database.db);
    ids = { student: seeded.student.id, company: seeded.company.id };
    await database.db.update(admins).set({ telegramUserId: ADMIN_TG }).where(eq(admins.id, seeded.admin.id));
    await database.db
      .update(students)
      .set({ telegramUserId: STUDENT_TG })
      .where(eq(students.id, ids.student));
    await database.db
      .update(companies)
      .set({ telegramUserId: COMPANY_TG })
      .where(eq(companies.id, ids.company));
  });
  afterAll(async () => {
    await fake?.close();
    await database?.close();
  });
  beforeEach(async () => {
    fake.reset();
    await database.db.delete(telegramUsers);
    await database.db.delete(outbox);
  });

  const notifierWith = (overrides: { publicUrl?: string; apiRoot?: string } = {}): Notifier =>
    createTelegramNotifier({
      api: new Api(TEST_BOT_TOKEN, { apiRoot: overrides.apiRoot ?? fake.apiRoot }),
      publicUrl: 'publicUrl' in overrides ? overrides.publicUrl : PUBLIC_URL,
      botUsername: 'career_board_bot',
      miniAppName: 'board',
    });
  const student = (): NotificationTarget => ({ account: { kind: 'student', id: ids.student } });
  const company = (): NotificationTarget => ({ account: { kind: 'company', id: ids.company } });
  const deliver = async (to: NotificationTarget, notification: Notification, notifier = notifierWith()) => {
    await database.db.transaction((tx) => enqueueNotification({ notifier }, tx, to, notification));
    await drainOutbox({ db: database.db, notifier, now });
    return fake.callsOf('sendMessage');
  };

  it('an admin’s sign-in question goes to that admin with the two answer buttons (docs/decisions/016)', async () => {
    const [admin] = await database.db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.telegramUserId, ADMIN_TG));
    const [asked] = await deliver(
      { account: { kind: 'admin', id: admin?.id ?? 0 } },
      { type: 'sign-in-confirmation', challengeId: 'q'.repeat(22) },
    );
    expect(asked?.payload.chat_id).toBe(ADMIN_TG);
    expect(asked?.payload.text).toContain('Подтвердить вход');
    expect(inlineButtons(asked)).toEqual([
      { text: 'Подтвердить вход', callback_data: `2fa:yes:${'q'.repeat(22)}` },
      { text: 'Это не я', callback_data: `2fa:no:${'q'.repeat(22)}` },
    ]);
  });

  it('queues without waiting: nothing is sent until the worker runs', async () => {
    const notifier = notifierWith();
    await database.db.transaction((tx) =>
      enqueueNotification({ notifier }, tx, student(), { type: 'account-approved', kind: 'student' }),
    );
    expect(fake.calls).toHaveLength(0);
    expect(await drainOutbox({ db: database.db, notifier, now })).toBe(1);
    expect(fake.callsOf('sendMessage')).toHaveLength(1);
    const [row] = await database.db.select().from(outbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('approval and denial go to the account, with a button to its profile', async () => {
    const [approved] = await deliver(student(), { type: 'account-approved', kind: 'student' });
    expect(approved?.payload).toMatchObject({ chat_id: STUDENT_TG, parse_mode: 'HTML' });
    // The news that matters to a student: applying is open now, and the button leads there.
    expect(approved?.payload.text).toMatch(
      /^Ваш профиль студента одобрен: теперь вы можете откликаться на вакансии\./,
    );
    expect(inlineButtons(approved)).toEqual([
      { text: 'Смотреть вакансии', web_app: { url: `${PUBLIC_URL}/vacancies/` } },
    ]);
    fake.reset();
    const [denied] = await deliver(company(), {
      type: 'account-denied',
      kind: 'company',
      reason: '<b>ИНН</b> & не тот',
    });
    expect(denied?.payload.chat_id).toBe(COMPANY_TG);
    expect(denied?.payload.text).toContain('Ваш профиль компании не одобрен.');
    // People's words are escaped: a stray tag would make Telegram refuse the whole message.
    expect(denied?.payload.text).toContain('Причина: &lt;b&gt;ИНН&lt;/b&gt; &amp; не тот');
    expect(inlineButtons(denied)[0]).toMatchObject({
      web_app: { url: `${PUBLIC_URL}/board/company/profile/` },
    });
    fake.reset();
    const [identity] = await deliver(company(), {
      type: 'account-denied',
      kind: 'company',
      reason: 'ИНН чужой',
      about: 'identity',
    });
    expect(inlineButtons(identity)[0]).toMatchObject({
      web_app: { url: `${PUBLIC_URL}/board/company/edit/` },
    });
  });

  it('a feedback reply is quoted and opens the feedback', async () => {
    const [sent] = await deliver(student(), {
      type: 'feedback-reply',
      feedbackId: 5,
      reply: 'Исправили, спасибо!',
    });
    expect(sent?.payload.text).toBe(
      'Карьерный центр ответил на ваше обращение №5:\n<blockquote>Исправили, спасибо!</blockquote>',
    );
    expect(inlineButtons(sent)).toEqual([
      { text: 'Открыть обращение', web_app: { url: `${PUBLIC_URL}/board/feedbacks/?id=5` } },
    ]);
  });

  it('an application’s move reaches the student, a new application the company, each with its screen', async () => {
    const [moved] = await deliver(student(), {
      type: 'application-status',
      applicationId: 11,
      vacancyTitle: 'Аналитик',
      companyName: 'Ромашка',
      status: 'rejected',
      message: 'Мы выбрали другого кандидата.',
    });
    expect(moved?.payload.chat_id).toBe(STUDENT_TG);
    expect(moved?.payload.text).toContain('Статус: Отказ.');
    expect(inlineButtons(moved)).toEqual([
      { text: 'Открыть отклик', web_app: { url: `${PUBLIC_URL}/applications/?id=11` } },
    ]);
    fake.reset();
    const [fresh] = await deliver(company(), {
      type: 'application-new',
      applicationId: 12,
      vacancyTitle: 'Аналитик',
      studentName: 'Иван Студентов',
    });
    expect(fresh?.payload.chat_id).toBe(COMPANY_TG);
    expect(inlineButtons(fresh)).toEqual([
      { text: 'Открыть отклик', web_app: { url: `${PUBLIC_URL}/board/applications/?id=12` } },
    ]);
  });

  it('admins hear of new feedback and registrations awaiting review', async () => {
    const admins = { admins: true } as const;
    const [feedback] = await deliver(admins, {
      type: 'feedback-new',
      feedbackId: 9,
      author: 'guest@example.ru',
      excerpt: 'Не открывается карта',
    });
    expect(feedback?.payload.chat_id).toBe(ADMIN_TG);
    expect(feedback?.payload.text).toContain('Новое обращение №9 от guest@example.ru:');
    expect(inlineButtons(feedback)[0]).toMatchObject({
      web_app: { url: `${PUBLIC_URL}/board/feedbacks/?id=9` },
    });
    fake.reset();
    const [pendingStudent] = await deliver(admins, {
      type: 'registration-pending',
      kind: 'student',
      accountId: 3,
      name: 'Иван Студентов',
    });
    expect(pendingStudent?.payload.text).toBe('Новая регистрация ждёт проверки: студент Иван Студентов.');
    expect(inlineButtons(pendingStudent)).toEqual([
      { text: 'Открыть анкету', web_app: { url: `${PUBLIC_URL}/board/students/?id=3` } },
    ]);
    fake.reset();
    const [pendingCompany] = await deliver(admins, {
      type: 'registration-pending',
      kind: 'company',
      accountId: 4,
      name: 'ООО «Ромашка»',
    });
    expect(pendingCompany?.payload.text).toContain('компания ООО «Ромашка»');
    expect(inlineButtons(pendingCompany)[0]).toMatchObject({
      web_app: { url: `${PUBLIC_URL}/board/companies/?id=4` },
    });
  });

  it('without https the button is the t.me Mini App link', async () => {
    const notifier = notifierWith({ publicUrl: 'http://localhost:3000' });
    const [sent] = await deliver(student(), { type: 'feedback-reply', feedbackId: 5, reply: 'Да' }, notifier);
    expect(inlineButtons(sent)).toEqual([
      { text: 'Открыть обращение', url: 'https://t.me/career_board_bot/board?startapp=feedback_5' },
    ]);
  });

  it('without https every button’s link lands on the screen its label names, not on the home', async () => {
    const notifier = notifierWith({ publicUrl: 'http://localhost:3000' });
    const link = async (to: NotificationTarget, notification: Notification) => {
      fake.reset();
      const [sent] = await deliver(to, notification, notifier);
      const [button] = inlineButtons(sent);
      const start = parseStartParam(new URL(String(button?.url)).searchParams.get('startapp'));
      return { text: button?.text, path: start ? pathForStartTarget(start) : null };
    };
    expect(await link(student(), { type: 'account-approved', kind: 'student' })).toEqual({
      text: 'Смотреть вакансии',
      path: '/vacancies/',
    });
    expect(await link(student(), { type: 'account-denied', kind: 'student', reason: 'Нет фото' })).toEqual({
      text: 'Открыть профиль',
      path: '/board/student/edit/',
    });
    expect(await link(company(), { type: 'account-approved', kind: 'company' })).toEqual({
      text: 'Открыть профиль',
      path: '/board/company/profile/',
    });
    expect(
      await link(company(), { type: 'account-denied', kind: 'company', reason: 'ИНН', about: 'identity' }),
    ).toEqual({ text: 'Открыть профиль', path: '/board/company/edit/' });
    expect(
      await link(
        { admins: true },
        { type: 'registration-pending', kind: 'company', accountId: 4, name: 'ООО «Ромашка»' },
      ),
    ).toEqual({ text: 'Открыть список компаний', path: '/board/companies/?id=4' });
  });

  it('a user who blocked the bot is marked on the 403, the row closed as blocked, and skipped afterwards', async () => {
    fake.blockChat(STUDENT_TG);
    const notifier = notifierWith();
    expect(await deliver(student(), { type: 'account-approved', kind: 'student' }, notifier)).toHaveLength(1);
    const [row] = await database.db.select().from(telegramUsers).where(eq(telegramUsers.id, STUDENT_TG));
    expect(row?.botBlockedAt).toBeInstanceOf(Date);
    const [queued] = await database.db.select().from(outbox);
    expect(queued).toMatchObject({ lastError: 'blocked', sentAt: null });
    expect(queued?.failedAt).toBeInstanceOf(Date);
    fake.reset();
    expect(await deliver(student(), { type: 'account-approved', kind: 'student' }, notifier)).toHaveLength(0);
  });

  it('a failed send waits for a retry, its error kept as a code without the text or the token', async () => {
    fake.failSends(true);
    const notifier = notifierWith();
    await deliver(student(), { type: 'feedback-reply', feedbackId: 5, reply: 'секретный ответ' }, notifier);
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ lastError: 'telegram-500', attempts: 1, sentAt: null, failedAt: null });
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not a block: the user is not marked.
    expect(await database.db.select().from(telegramUsers)).toHaveLength(0);
  });

  it('approving and denying succeed while Telegram fails or is unreachable', async () => {
    fake.failSends(true);
    const failing = notifierWith();
    const deps = { db: database.db, now, notifier: failing };
    const approved = await reviewStudent(deps, ids.student, { status: 'approved' });
    expect(approved).toMatchObject({ ok: true });
    const denied = await verifyCompany(deps, { id: ids.company, decision: 'denied', reason: 'Нет ИНН' });
    expect(denied).toMatchObject({ ok: true });
    await drainOutbox(deps);
    expect(fake.callsOf('sendMessage').map((call) => call.payload.chat_id)).toEqual([STUDENT_TG, COMPANY_TG]);

    // Nothing listens on port 1: a network error instead of an answer.
    await database.db.delete(outbox);
    const unreachable = notifierWith({ apiRoot: 'http://127.0.0.1:1' });
    const unreachableDeps = { db: database.db, now, notifier: unreachable };
    const again = await verifyCompany(unreachableDeps, { id: ids.company, decision: 'approved' });
    expect(again).toMatchObject({ ok: true });
    await drainOutbox(unreachableDeps);
    const [queued] = await database.db.select().from(outbox);
    expect(queued?.lastError).toMatch(/^network-/);
    const [row] = await database.db.select().from(companies).where(eq(companies.id, ids.company));
    expect(row?.status).toBe('approved');
  });
});
