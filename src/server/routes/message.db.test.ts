import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useMessageSuite } from '../../../tests/helpers/message-suite';
import { drainOutbox } from '../../../tests/helpers/outbox-delivery';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { MESSAGE_LIMITS, type ThreadItem, type ThreadPage } from '../../shared/contract/message.contract';
import { applicationEvents, applicationMessages, applications, files, outbox } from '../db/schema';
import { messageTexts } from '../domain/messages/message-texts';
import { MESSAGE_NOTICE_SETTLE_SECONDS } from '../domain/messages/notify-thread';
import { unreadByApplication } from '../domain/messages/unread';

const DAY = 24 * 3_600_000;

describeOnDatabases('message threads: /api/message/*', (target) => {
  const { s, send, thread, clean } = useMessageSuite(target);

  it('merges the letter, the moves and the messages in order; reading marks the other side’s read', async () => {
    await clean();
    const a = await s.apply('student', s.vacancies.analyst, 'Хочу к вам на стажировку.');
    s.t.clock.advance(60_000);
    const first = await send('student', {
      applicationId: a.id,
      text: '  Здравствуйте! Когда можно прийти?  ',
    });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({
      kind: 'message',
      text: 'Здравствуйте! Когда можно прийти?',
      mine: true,
    });
    s.t.clock.advance(60_000);
    const moved = await s.call('owner', 'POST', '/api/application/changeStatus', {
      ids: [a.id],
      status: 'invited',
      message: 'Ждём в среду в 11:00.',
    });
    expect(moved.status).toBe(200);
    s.t.clock.advance(60_000);
    expect((await send('owner', { applicationId: a.id, text: 'Адрес: Тверская, 1.' })).status).toBe(201);

    expect((await s.call('student', 'GET', '/api/message/unread')).data).toEqual({
      total: 1,
      byApplication: [{ applicationId: a.id, count: 1 }],
    });
    const seen = (await thread('student', a.id)).data as ThreadPage;
    expect(seen.items.map((item) => [item.kind, item.author, item.mine, item.text])).toEqual([
      ['letter', 'student', true, 'Хочу к вам на стажировку.'],
      ['message', 'student', true, 'Здравствуйте! Когда можно прийти?'],
      ['status', 'company', false, 'Ждём в среду в 11:00.'],
      ['message', 'company', false, 'Адрес: Тверская, 1.'],
    ]);
    expect(seen.items[2]?.status).toEqual({ from: 'new', to: 'invited' });
    expect(seen).toMatchObject({ total: 4, page: 1, hasMore: false, writable: true, closedReason: null });
    // The student has not been read yet: the company has not opened the thread.
    expect(seen.items[1]?.readByOther).toBe(false);
    expect((await s.call('student', 'GET', '/api/message/unread')).data).toEqual({
      total: 0,
      byApplication: [],
    });
    // The lists' rows (the lead's «Мои отклики» and the board): a page of ids, in one query.
    const b = await s.apply('student', s.vacancies.intern);
    await send('student', { applicationId: b.id, text: 'Ещё вопрос' });
    await send('student', { applicationId: b.id, text: 'И ещё' });
    const owner = { kind: 'company' as const, id: s.board.owner.id };
    // The company has not opened a's thread yet: the student's first message is unread there too.
    const unread = await unreadByApplication(s.database.db, owner, [a.id, b.id]);
    expect([...unread.entries()].sort(([x], [y]) => x - y)).toEqual([
      [a.id, 1],
      [b.id, 2],
    ]);
    expect([
      ...(await unreadByApplication(s.database.db, { kind: 'student', id: s.board.student.id }, [b.id])),
    ]).toEqual([]);
    expect((await unreadByApplication(s.database.db, owner, [])).size).toBe(0);
    await s.database.db.delete(applicationMessages).where(eq(applicationMessages.applicationId, b.id));

    const company = (await thread('owner', a.id)).data as ThreadPage;
    expect(company.items.map((item) => item.mine)).toEqual([false, false, true, true]);
    expect(company.items[3]?.readByOther).toBe(true);
    const again = (await thread('student', a.id, '&sort=newest&limit=2')).data as ThreadPage;
    expect(again.items.map((item) => item.kind)).toEqual(['message', 'status']);
    expect(again).toMatchObject({ total: 4, hasMore: true });
    expect(again.items[1]?.readByOther).toBeNull();
    const page2 = (await thread('student', a.id, '&sort=newest&limit=2&page=2')).data as ThreadPage;
    expect(page2.items.map((item) => [item.kind, item.readByOther])).toEqual([
      ['message', true],
      ['letter', null],
    ]);
  });

  it('nobody else reads or writes a thread: 404 without revealing it, the statuses’ refusal for a pending company', async () => {
    await clean();
    const a = await s.apply('student', s.vacancies.analyst);
    await send('student', { applicationId: a.id, text: 'Вопрос' });
    for (const role of ['otherStudent', 'other', 'admin'] as const) {
      const read = await thread(role, a.id);
      expect(read.status, role).toBe(404);
      expect(read.body.message).toBe(messageTexts.notFound);
      if (role !== 'admin')
        expect((await send(role, { applicationId: a.id, text: 'Чужое' })).status, role).toBe(404);
    }
    expect((await thread('student', 999_999)).status).toBe(404);
    expect((await send('admin', { applicationId: a.id, text: 'Админ' })).status).toBe(403);
    expect((await send('guest', { applicationId: a.id, text: 'Гость' })).status).toBe(401);
    expect((await thread('pending', a.id)).status).toBe(403);
    const rows = await s.database.db.select().from(applicationMessages);
    expect(rows.map((row) => row.text)).toEqual(['Вопрос']);
  });

  it('refuses bad bodies with Russian messages and writes nothing', async () => {
    await clean();
    const a = await s.apply('student', s.vacancies.analyst);
    const cases: [unknown, string][] = [
      [{ applicationId: a.id, text: '   ' }, 'Напишите сообщение.'],
      [{ applicationId: a.id, text: 'я'.repeat(MESSAGE_LIMITS.textMax + 1) }, 'не длиннее 4000'],
      [{ applicationId: a.id, text: 'a\u0000b' }, ''],
      [{ applicationId: 'x', text: 'a' }, 'Неверный идентификатор.'],
    ];
    for (const [body, message] of cases) {
      const response = await send('student', body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain(message);
    }
    expect(
      (await send('student', { applicationId: a.id, text: 'я'.repeat(MESSAGE_LIMITS.textMax) })).status,
    ).toBe(201);
  });

  it('counts messages per hour per side and attachments per thread', async () => {
    await clean();
    const a = await s.apply('student', s.vacancies.analyst);
    for (let i = 0; i < MESSAGE_LIMITS.perHour; i += 1)
      expect((await send('student', { applicationId: a.id, text: `№${i}` })).status).toBe(201);
    const over = await send('student', { applicationId: a.id, text: 'ещё' });
    expect(over.status).toBe(429);
    expect(over.body.message).toContain('не больше 20 сообщений за час');
    // The other side is counted apart.
    expect((await send('owner', { applicationId: a.id, text: 'Ответ' })).status).toBe(201);
    // A new hour's window (the fixed window itself: src/server/auth/rate-limit.db.test.ts).
    await clean();
    expect((await send('student', { applicationId: a.id, text: 'Через час' })).status).toBe(201);

    const upload = async (
      ownerKind: 'student' | 'company',
      ownerId: number,
      kind: 'attachment' | 'photo',
    ) => {
      const [row] = await s.database.db
        .insert(files)
        .values({
          ownerKind,
          ownerId,
          kind,
          mime: 'application/pdf',
          size: 10,
          sha256: 'x',
          storedName: `${Math.random()}.pdf`,
        })
        .returning({ id: files.id });
      return row?.id ?? 0;
    };
    const studentId = s.board.student.id;
    const foreign = await upload('student', s.ids.otherStudent, 'attachment');
    expect(
      (await send('student', { applicationId: a.id, text: 'Файл', fileId: foreign })).body.errors,
    ).toEqual({
      fileId: messageTexts.fileNotFound,
    });
    const photo = await upload('student', studentId, 'photo');
    expect((await send('student', { applicationId: a.id, text: 'Фото', fileId: photo })).status).toBe(400);
    for (let i = 0; i < MESSAGE_LIMITS.attachmentsPerThread; i += 1) {
      const fileId = await upload(
        i % 2 ? 'student' : 'company',
        i % 2 ? studentId : s.board.owner.id,
        'attachment',
      );
      const response = await send(i % 2 ? 'student' : 'owner', {
        applicationId: a.id,
        text: `Файл ${i}`,
        fileId,
      });
      expect(response.status).toBe(201);
      expect((response.data as ThreadItem).file?.mime).toBe('application/pdf');
    }
    const eleventh = await upload('student', studentId, 'attachment');
    const refused = await send('student', { applicationId: a.id, text: 'Ещё файл', fileId: eleventh });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(messageTexts.attachments);
  });

  it('closes on withdrawal; after a final answer stays writable for 14 days, then read-only', async () => {
    await clean();
    const a = await s.apply('student', s.vacancies.analyst);
    expect((await s.call('student', 'POST', '/api/application/withdraw/', { id: a.id })).status).toBe(200);
    const closed = await send('student', { applicationId: a.id, text: 'Передумал' });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(messageTexts.withdrawn);
    expect((await thread('owner', a.id)).data).toMatchObject({
      writable: false,
      closedReason: messageTexts.withdrawn,
    });

    const b = await s.apply('student', s.vacancies.intern);
    await s.call('owner', 'POST', '/api/application/changeStatus', {
      ids: [b.id],
      status: 'rejected',
      message: 'Нет.',
    });
    // The refusal's time moved back rather than the clock forward (the sessions would end).
    const decidedAgo = (days: number) =>
      s.database.db
        .update(applicationEvents)
        .set({ at: new Date(s.t.clock.now().getTime() - days * DAY) })
        .where(eq(applicationEvents.applicationId, b.id));
    await decidedAgo(13);
    expect((await send('student', { applicationId: b.id, text: 'Спасибо за ответ' })).status).toBe(201);
    await decidedAgo(15);
    const late = await send('owner', { applicationId: b.id, text: 'Ещё' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(messageTexts.closed);
    expect((await thread('student', b.id)).data).toMatchObject({
      writable: false,
      closedReason: messageTexts.closed,
    });
  });

  it('a burst is one mail after the settle window, with every message; the other side’s burst another', async () => {
    await clean();
    const a = await s.apply('student', s.vacancies.analyst);
    s.mail.length = 0;
    for (const text of ['Первое', 'Второе', 'Третье'])
      expect((await send('student', { applicationId: a.id, text })).status).toBe(201);
    expect((await send('owner', { applicationId: a.id, text: 'Ответ компании' })).status).toBe(201);
    // Nothing before the window ends.
    expect(s.mail.filter((mail) => mail.subject.includes('Новое сообщение'))).toEqual([]);
    const waiting = await s.database.db
      .select({ wait: sql<number>`extract(epoch from ${outbox.nextAttemptAt} - ${outbox.createdAt})::int` })
      .from(outbox)
      .where(eq(outbox.topic, 'thread-message'));
    expect(waiting).toEqual([
      { wait: MESSAGE_NOTICE_SETTLE_SECONDS },
      { wait: MESSAGE_NOTICE_SETTLE_SECONDS },
    ]);
    await s.database.db.update(outbox).set({ nextAttemptAt: sql`now()` });
    await drainOutbox(s.t.deps);
    const notices = s.mail.filter((mail) => mail.subject.includes('Новое сообщение'));
    expect(notices.map((mail) => mail.to).sort()).toEqual(['hr@company.ru', 'student@example.ru'].sort());
    const toCompany = notices.find((mail) => mail.to === 'hr@company.ru');
    expect(toCompany?.text).toContain('(3)');
    for (const text of ['Первое', 'Второе', 'Третье']) expect(toCompany?.text).toContain(text);
    // The next message starts a new notice.
    await send('student', { applicationId: a.id, text: 'Четвёртое' });
    const next = await s.database.db.select().from(outbox).where(sql`${outbox.sentAt} is null`);
    expect(next).toHaveLength(1);
    // The company reads the thread within the window: the waiting notice has nothing to tell.
    // The student reading it withdraws nothing of the company's.
    expect((await thread('student', a.id)).status).toBe(200);
    expect(await s.database.db.select().from(outbox).where(sql`${outbox.sentAt} is null`)).toHaveLength(1);
    expect((await thread('owner', a.id)).status).toBe(200);
    expect(await s.database.db.select().from(outbox).where(sql`${outbox.sentAt} is null`)).toEqual([]);
    await send('student', { applicationId: a.id, text: 'Пятое' });
    expect(await s.database.db.select().from(outbox).where(sql`${outbox.sentAt} is null`)).toHaveLength(1);
    // A deleted application takes its thread with it.
    await s.database.db.delete(applications).where(eq(applications.id, a.id));
    expect(await s.database.db.select().from(applicationMessages)).toEqual([]);
  });

  it('MESSAGE_SETTLE_SECONDS sets the window (deps.messageSettleSeconds): 5 seconds, or 0 for at once', async () => {
    await clean();
    await s.database.db.delete(outbox);
    const a = await s.apply('student', s.vacancies.analyst);
    const waits = () =>
      s.database.db
        .select({ wait: sql<number>`extract(epoch from ${outbox.nextAttemptAt} - ${outbox.createdAt})::int` })
        .from(outbox)
        .where(eq(outbox.topic, 'thread-message'));
    try {
      s.t.deps.messageSettleSeconds = 5;
      expect((await send('student', { applicationId: a.id, text: 'Через пять секунд' })).status).toBe(201);
      expect(await waits()).toEqual([{ wait: 5 }]);
      await s.database.db.delete(outbox);
      s.t.deps.messageSettleSeconds = 0;
      expect((await send('owner', { applicationId: a.id, text: 'Сразу' })).status).toBe(201);
      expect(await waits()).toEqual([{ wait: 0 }]);
    } finally {
      delete s.t.deps.messageSettleSeconds;
      await s.database.db.delete(outbox);
      await s.database.db.delete(applications).where(eq(applications.id, a.id));
    }
  });
});
