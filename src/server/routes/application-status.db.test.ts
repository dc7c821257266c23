import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useApplicationSuite } from '../../../tests/helpers/application-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { ApplicationChangeResult } from '../../shared/contract/application.contract';
import { applications, outbox, students, telegramUsers } from '../db/schema';
import { applicationMessages } from '../domain/applications/application-messages';

const HOUR = 3_600_000;

describeOnDatabases('POST /api/application/changeStatus and the student’s notifications', (target) => {
  const s = useApplicationSuite(target);
  const change = (role: Parameters<typeof s.call>[0], json: unknown) =>
    s.call(role, 'POST', '/api/application/changeStatus', json);
  const row = async (id: number) =>
    (await s.database.db.select().from(applications).where(eq(applications.id, id)))[0];

  it('moves the owner’s applications, records the actor and the message, stamps the first answer', async () => {
    const a = await s.apply('student', s.vacancies.analyst);
    const b = await s.apply('otherStudent', s.vacancies.analyst);
    s.t.clock.advance(HOUR);
    const invited = await change('owner', {
      ids: [a.id, b.id],
      status: 'invited',
      message: 'Ждём в среду в 11:00, Тверская, 1.',
    });
    expect(invited.status).toBe(200);
    const result = invited.data as ApplicationChangeResult;
    expect(result.skipped).toEqual([]);
    expect(result.items.map((item) => [item.id, item.status, item.lastMessage])).toEqual([
      [a.id, 'invited', 'Ждём в среду в 11:00, Тверская, 1.'],
      [b.id, 'invited', 'Ждём в среду в 11:00, Тверская, 1.'],
    ]);
    expect(result.items[0]?.history.at(-1)).toMatchObject({
      from: 'new',
      to: 'invited',
      by: 'company',
      message: 'Ждём в среду в 11:00, Тверская, 1.',
    });
    const firstAnswer = (await row(a.id))?.firstAnswerAt?.toISOString();
    expect(firstAnswer).toBe(s.t.clock.now().toISOString());

    // An admin's correction is recorded as the admin's; the first answer keeps its time.
    s.t.clock.advance(HOUR);
    const offer = await change('admin', { ids: [a.id], status: 'offer' });
    expect(offer.status).toBe(200);
    const moved = (offer.data as ApplicationChangeResult).items[0];
    expect(moved?.history.at(-1)).toMatchObject({ from: 'invited', to: 'offer', by: 'admin', message: null });
    expect(moved?.lastMessage).toBe('Ждём в среду в 11:00, Тверская, 1.');
    expect((await row(a.id))?.firstAnswerAt?.toISOString()).toBe(firstAnswer);
    await s.call('student', 'POST', '/api/application/answer/', { id: a.id, answer: 'accept' });
    const hired = await change('owner', { ids: [a.id], status: 'hired', message: 'Добро пожаловать!' });
    expect((hired.data as ApplicationChangeResult).items[0]?.status).toBe('hired');
  });

  it('requires a message for an invitation and a refusal (400), not for an offer', async () => {
    const a = await s.apply('student', s.vacancies.analyst);
    for (const status of ['invited', 'rejected']) {
      const response = await change('owner', { ids: [a.id], status, message: '   ' });
      expect(response.status).toBe(400);
      expect(response.body.errors).toMatchObject({ message: expect.stringContaining('Напишите сообщение') });
    }
    expect((await change('owner', { ids: [a.id], status: 'viewed' })).status).toBe(400);
    expect((await change('owner', { ids: [], status: 'offer' })).status).toBe(400);
    expect((await row(a.id))?.status).toBe('new');
    expect((await change('owner', { ids: [a.id], status: 'offer' })).status).toBe(200);
  });

  it('skips what may not move with the reason; 409 when nothing moved, 404 for others’ ids — never revealed', async () => {
    const a = await s.apply('student', s.vacancies.analyst);
    const b = await s.apply('student', s.vacancies.intern);
    const foreign = await s.apply('student', s.vacancies.java);
    await s.database.db.update(applications).set({ status: 'rejected' }).where(eq(applications.id, b.id));
    const mixed = await change('owner', { ids: [a.id, b.id, foreign.id, 999_999], status: 'offer' });
    expect(mixed.status).toBe(200);
    const result = mixed.data as ApplicationChangeResult;
    expect(result.items.map((item) => item.id)).toEqual([a.id]);
    expect(result.skipped).toEqual([
      { id: b.id, reason: 'Отклик со статусом «Отказ» нельзя перевести в «Предложение».' },
      { id: foreign.id, reason: applicationMessages.notFound },
      { id: 999_999, reason: applicationMessages.notFound },
    ]);
    const closed = await change('owner', { ids: [b.id], status: 'invited', message: 'Приходите' });
    expect(closed.status).toBe(409);
    const others = await change('other', { ids: [a.id], status: 'rejected', message: 'Нет' });
    expect(others.status).toBe(404);
    expect(others.body.message).toBe(applicationMessages.notFound);
    expect((await row(a.id))?.status).toBe('offer');
    expect((await row(foreign.id))?.status).toBe('new');
    expect((await change('student', { ids: [a.id], status: 'offer' })).status).toBe(403);
    expect((await change('guest', { ids: [a.id], status: 'offer' })).status).toBe(401);
    expect((await change('pending', { ids: [a.id], status: 'offer' })).status).toBe(403);
  });

  it('tells a student with Telegram by the bot, and one without by mail with the status, message and link', async () => {
    await s.database.db.insert(telegramUsers).values({ id: 777 });
    await s.database.db
      .update(students)
      .set({ telegramUserId: 777 })
      .where(eq(students.id, s.board.student.id));
    s.t.deps.publicUrl = 'https://board.example.ru';
    const a = await s.apply('student', s.vacancies.analyst);
    const b = await s.apply('otherStudent', s.vacancies.analyst);
    s.sent.length = 0;
    await s.call('owner', 'POST', '/api/application/view/', { id: a.id });
    const response = await change('owner', {
      ids: [a.id, b.id],
      status: 'rejected',
      message: 'Спасибо! Мы выбрали другого кандидата.',
    });
    expect(response.status).toBe(200);
    expect(s.sent).toEqual([
      {
        chatId: 777,
        notification: {
          type: 'application-status',
          applicationId: a.id,
          vacancyTitle: 'Аналитик данных',
          companyName: 'ООО «Ромашка»',
          status: 'rejected',
          message: 'Спасибо! Мы выбрали другого кандидата.',
        },
      },
    ]);
    expect(s.mail).toHaveLength(1);
    expect(s.mail[0]?.to).toBe('petr@example.ru');
    expect(s.mail[0]?.subject).toBe('Отклик на «Аналитик данных»: Отказ');
    expect(s.mail[0]?.text).toContain('Здравствуйте, Пётр!');
    expect(s.mail[0]?.text).toContain('Спасибо! Мы выбрали другого кандидата.');
    expect(s.mail[0]?.text).toContain(`https://board.example.ru/applications/?id=${b.id}`);
    delete s.t.deps.publicUrl;
    await s.database.db.update(students).set({ telegramUserId: null });
    await s.database.db.delete(telegramUsers);
  });

  it('keeps the move when the mail fails', async () => {
    const a = await s.apply('otherStudent', s.vacancies.analyst);
    const mailer = s.t.deps.mailer;
    s.t.deps.mailer = {
      send: async () => {
        throw new Error('smtp down');
      },
    };
    try {
      const response = await change('owner', { ids: [a.id], status: 'offer' });
      expect(response.status).toBe(200);
      expect((await row(a.id))?.status).toBe('offer');
      // The letter stays queued for a retry, its error kept as a name only.
      const [queued] = await s.database.db.select().from(outbox);
      expect(queued).toMatchObject({
        topic: 'application-status',
        sentAt: null,
        failedAt: null,
        lastError: 'Error',
      });
    } finally {
      if (mailer) s.t.deps.mailer = mailer;
    }
  });
});
