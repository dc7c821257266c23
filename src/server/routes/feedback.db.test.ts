import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedAccounts, TEST_PASSWORD } from '../../../tests/helpers/accounts';
import { signInAdmin } from '../../../tests/helpers/admin-second-factor';
import { recordingNotifier, type SentNotification } from '../../../tests/helpers/outbox-delivery';
import { cookiePair, createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { FeedbackItem } from '../../shared/contract/feedback.contract';
import { feedbackMessages } from '../../shared/feedback-messages';
import type { DatabaseHandle } from '../db/client';
import { admins, feedback, outbox, rateLimits, sessions, students, telegramUsers } from '../db/schema';
import { FEEDBACK_LIMITS } from '../domain/feedback/send-feedback';
import type { MailMessage } from '../mail/mailer';

type Page = { items: FeedbackItem[]; total: number; hasMore: boolean };

describeOnDatabases('feedback: send, the admin board, status moves and replies', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  const mail: MailMessage[] = [];
  const sent: SentNotification[] = [];
  const cookies = { student: '', company: '', admin: '' };
  let studentId = 0;

  beforeAll(async () => {
    database = await target.open();
    studentId = (await seedAccounts(database.db)).student.id;
  });
  beforeEach(async () => {
    await database.db.delete(feedback);
    await database.db.delete(rateLimits);
    await database.db.delete(sessions);
    await database.db.delete(telegramUsers);
    await database.db.update(students).set({ telegramUserId: null });
    await database.db.update(admins).set({ telegramUserId: null });
    await database.db.delete(outbox);
    mail.length = 0;
    sent.length = 0;
    t = createTestApp(
      database,
      undefined,
      { send: async (message) => void mail.push(message) },
      { notifier: recordingNotifier(sent) },
    );
    for (const [kind, email] of [
      ['student', 'student@example.ru'],
      ['company', 'hr@company.ru'],
    ] as const) {
      const response = await t.api('POST', '/api/login/', { json: { email, password: TEST_PASSWORD, kind } });
      cookies[kind] = cookiePair(response.headers.get('set-cookie'));
    }
    // Admins pass the second factor too (docs/decisions/016).
    cookies.admin = (await signInAdmin(t, database.db, 'admin@example.ru', TEST_PASSWORD)).cookie;
  });
  afterAll(async () => {
    await database.close();
  });

  const send = (json: unknown, cookie?: string) =>
    t.api('POST', '/api/feedback/send', { json, ...(cookie ? { cookie } : {}) });
  const list = async (cookie: string, query = '') => {
    const response = await t.api('GET', `/api/feedback/getItems${query}`, { cookie });
    return { status: response.status, page: response.body.data as Page };
  };
  const change = (json: unknown, cookie = cookies.admin) =>
    t.api('POST', '/api/feedback/changeStatus', { json, cookie });

  it('takes a guest’s message with an email, and refuses one without', async () => {
    // The admin has Telegram linked: the bot tells them of it.
    await database.db.insert(telegramUsers).values({ id: 4100 });
    await database.db.update(admins).set({ telegramUserId: 4100 });
    const ok = await send({
      text: 'Не открывается карта на телефоне',
      email: 'Guest@Mail.ru',
      name: 'Гость',
      page: '/map/',
    });
    expect(ok.status).toBe(201);
    expect((ok.body.data as FeedbackItem).status).toBe('new');
    const missing = await send({ text: 'Без почты нельзя ответить' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: { email: feedbackMessages.emailRequired } });
    const { page } = await list(cookies.admin);
    expect(page.items.map((item) => item.author)).toEqual([
      { kind: 'guest', id: null, name: 'Гость', email: 'guest@mail.ru' },
    ]);
    expect(sent[0]).toMatchObject({
      chatId: 4100,
      notification: { type: 'feedback-new', author: 'Гость' },
    });
  });

  it('a guest cannot flood /api/feedback/send', async () => {
    const limit = FEEDBACK_LIMITS.guestAddress.limit;
    for (let index = 0; index < limit; index += 1) {
      expect((await send({ text: `Сообщение номер ${index}`, email: `g${index}@mail.ru` })).status).toBe(201);
    }
    const flood = await send({ text: 'Ещё одно сообщение', email: 'other@mail.ru' });
    expect(flood.status).toBe(429);
    expect(flood.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await list(cookies.admin)).page.total).toBe(limit);
  });

  it('only admins see everyone’s feedback; a student sees only their own; guests see none', async () => {
    await send({ text: 'Вопрос от студента' }, cookies.student);
    await send({ text: 'Вопрос от компании' }, cookies.company);
    await send({ text: 'Вопрос от гостя', email: 'g@mail.ru' });
    expect((await list(cookies.admin)).page.total).toBe(3);
    const own = await list(cookies.student);
    expect(own.page.items.map((item) => item.text)).toEqual(['Вопрос от студента']);
    expect(own.page.items[0]?.author.email).toBeNull();
    expect((await list(cookies.company)).page.items.map((item) => item.text)).toEqual(['Вопрос от компании']);
    expect((await t.api('GET', '/api/feedback/getItems')).status).toBe(401);
  });

  it('only admins change statuses', async () => {
    const item = (await send({ text: 'Проверьте мою анкету' }, cookies.student)).body.data as FeedbackItem;
    for (const cookie of [cookies.student, cookies.company]) {
      expect((await change({ ids: [item.id], status: 'closed' }, cookie)).status).toBe(403);
    }
    expect(
      (await t.api('POST', '/api/feedback/changeStatus', { json: { ids: [item.id], status: 'closed' } }))
        .status,
    ).toBe(401);
    expect((await list(cookies.admin)).page.items[0]?.status).toBe('new');
  });

  it('moves new → in progress → answered (reply by email) → closed → reopened, recording who and when', async () => {
    const item = (await send({ text: 'Когда откроют стажировки?' }, cookies.student)).body
      .data as FeedbackItem;
    expect((await change({ ids: [item.id], status: 'in_progress' })).status).toBe(200);
    const noReply = await change({ ids: [item.id], status: 'answered' });
    expect(noReply.status).toBe(400);
    const answered = await change({
      ids: [item.id],
      status: 'answered',
      reply: 'В декабре, следите за лентой.',
    });
    expect(answered.status).toBe(200);
    const moved = (answered.body.data as { items: FeedbackItem[] }).items[0];
    expect(moved).toMatchObject({
      status: 'answered',
      reply: 'В декабре, следите за лентой.',
      replyChannel: 'email',
    });
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toBe('student@example.ru');
    expect(mail[0]?.text).toContain('В декабре, следите за лентой.');

    // Closing tells the author too (issue 13): by email, without Telegram.
    expect((await change({ ids: [item.id], status: 'closed' })).status).toBe(200);
    expect(mail).toHaveLength(2);
    expect(mail[1]).toMatchObject({ to: 'student@example.ru', subject: feedbackMessages.closedMailSubject });
    expect(mail[1]?.text).toContain(`закрыл ваше обращение №${item.id}`);
    const refused = await change({ ids: [item.id], status: 'answered', reply: 'Ещё ответ' });
    expect(refused.status).toBe(409);
    expect((await change({ ids: [item.id], status: 'in_progress' })).status).toBe(200);
    // Nothing moved: 404 when every id is missing, 409 when one exists but may not move — even
    // when the first reason given is the missing one (domain/batch-move.ts decides by code).
    const missing = await change({ ids: [999_999], status: 'closed' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: feedbackMessages.notFound });
    const mixed = await change({ ids: [999_999, item.id], status: 'in_progress' });
    expect(mixed.status).toBe(409);
    expect(mixed.body).toEqual({ success: false, message: feedbackMessages.notFound });
    const { page } = await list(cookies.admin, `?id=${item.id}`);
    expect(page.items[0]?.history.map((event) => `${event.from}→${event.to} ${event.adminName}`)).toEqual([
      'new→in_progress Анна Админова',
      'in_progress→answered Анна Админова',
      'answered→closed Анна Админова',
      'closed→in_progress Анна Админова',
    ]);
    // The author sees the reply and the status on their own list.
    const own = await list(cookies.student);
    expect(own.page.items[0]).toMatchObject({
      status: 'in_progress',
      reply: 'В декабре, следите за лентой.',
    });
  });

  it('replies through the bot when the author has Telegram linked', async () => {
    await database.db.insert(telegramUsers).values({ id: 4242, firstName: 'Иван' });
    const { eq } = await import('drizzle-orm');
    await database.db.update(students).set({ telegramUserId: 4242 }).where(eq(students.id, studentId));
    const item = (await send({ text: 'Ответьте в Телеграм' }, cookies.student)).body.data as FeedbackItem;
    const answered = await change({ ids: [item.id], status: 'answered', reply: 'Отвечаем в Telegram.' });
    expect((answered.body.data as { items: FeedbackItem[] }).items[0]?.replyChannel).toBe('telegram');
    expect(mail).toHaveLength(0);
    expect(sent.at(-1)).toEqual({
      chatId: 4242,
      notification: { type: 'feedback-reply', feedbackId: item.id, reply: 'Отвечаем в Telegram.' },
    });
    // Closing it tells the author by the bot as well, not by mail.
    expect((await change({ ids: [item.id], status: 'closed' })).status).toBe(200);
    expect(sent.at(-1)).toEqual({
      chatId: 4242,
      notification: { type: 'feedback-closed', feedbackId: item.id },
    });
    expect(mail).toHaveLength(0);
  });

  it('bulk-closes what it can and reports the rest; filters, search and paging', async () => {
    const ids: number[] = [];
    for (const text of ['Первое обращение', 'Второе обращение', 'Третье про карту']) {
      ids.push(((await send({ text }, cookies.company)).body.data as FeedbackItem).id);
    }
    await change({ ids: [ids[0]], status: 'closed' });
    const bulk = await change({ ids: [...ids, 999_999], status: 'closed' });
    const result = bulk.body.data as { items: FeedbackItem[]; skipped: { id: number }[] };
    expect(result.items.map((item) => item.id).sort()).toEqual([ids[1], ids[2]].sort());
    expect(result.skipped.map((item) => item.id).sort()).toEqual([ids[0], 999_999].sort());

    expect((await list(cookies.admin, '?status=closed')).page.total).toBe(3);
    expect((await list(cookies.admin, '?status=new')).page.total).toBe(0);
    expect((await list(cookies.admin, '?text=карту')).page.items.map((item) => item.text)).toEqual([
      'Третье про карту',
    ]);
    const first = await list(cookies.admin, '?limit=2&sort=oldest');
    expect(first.page).toMatchObject({ total: 3, hasMore: true });
    expect(first.page.items[0]?.text).toBe('Первое обращение');
    expect((await list(cookies.admin, '?status=lost')).status).toBe(400);
  });
});
