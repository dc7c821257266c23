import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useMessageSuite } from '../../../tests/helpers/message-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { MESSAGE_LIMITS, type ThreadItem, type ThreadPage } from '../../shared/contract/message.contract';
import { applicationMessages } from '../db/schema';
import { messageTexts } from '../domain/messages/message-texts';

describeOnDatabases('message threads: reports, the career centre’s block, reply templates', (target) => {
  const { s, send, thread, clean } = useMessageSuite(target);

  it('a report opens the thread to admins; the career centre lists reports and stops the company', async () => {
    await clean();
    const a = await s.apply('student', s.vacancies.analyst);
    const own = (await send('student', { applicationId: a.id, text: 'Моё' })).data as ThreadItem;
    const rude = (await send('owner', { applicationId: a.id, text: 'Грубость' })).data as ThreadItem;
    expect((await s.call('student', 'POST', '/api/message/report', { id: own.id })).status).toBe(409);
    expect((await s.call('otherStudent', 'POST', '/api/message/report', { id: rude.id })).status).toBe(404);
    expect((await s.call('other', 'POST', '/api/message/report', { id: own.id })).status).toBe(404);
    expect((await s.call('admin', 'GET', '/api/message/reported')).data).toMatchObject({ total: 0 });
    const reported = await s.call('student', 'POST', '/api/message/report', {
      id: rude.id,
      reason: 'Хамство',
    });
    expect(reported.status).toBe(200);
    expect(reported.data).toMatchObject({ id: rude.id, reported: true });

    const list = await s.call('admin', 'GET', '/api/message/reported');
    expect(list.data).toMatchObject({
      total: 1,
      items: [{ id: rude.id, applicationId: a.id, author: 'company', text: 'Грубость', reason: 'Хамство' }],
    });
    const adminView = (await thread('admin', a.id)).data as ThreadPage;
    expect(adminView.items.map((item) => [item.kind, item.mine, item.reported])).toEqual([
      ['letter', false, false],
      ['message', false, false],
      ['message', false, true],
    ]);
    expect(adminView.writable).toBe(false);
    // The admin's reading marks nothing read.
    const [row] = await s.database.db
      .select()
      .from(applicationMessages)
      .where(eq(applicationMessages.id, own.id));
    expect(row?.readAt).toBeNull();

    const blocked = await s.call('admin', 'POST', '/api/message/block', {
      companyId: s.board.owner.id,
      blocked: true,
    });
    expect(blocked.data).toEqual({ companyId: s.board.owner.id, blocked: true });
    const refused = await send('owner', { applicationId: a.id, text: 'Снова' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(messageTexts.companyBlocked);
    expect((await send('student', { applicationId: a.id, text: 'Ответ' })).status).toBe(409);
    expect(
      (await s.call('admin', 'POST', '/api/message/block', { companyId: 999_999, blocked: true })).status,
    ).toBe(404);
    await s.call('admin', 'POST', '/api/message/block', { companyId: s.board.owner.id, blocked: false });
    expect((await send('owner', { applicationId: a.id, text: 'Извините' })).status).toBe(201);
  });

  it('templates: the refusal texts until the company saves its own; count and lengths bounded', async () => {
    const initial = await s.call('owner', 'GET', '/api/message/templates');
    expect(initial.data).toMatchObject({ custom: false });
    expect((initial.data as { items: unknown[] }).items).toHaveLength(3);
    const saved = await s.call('owner', 'POST', '/api/message/templates', {
      items: [{ title: ' Приглашение ', text: 'Приходите в среду.' }],
    });
    expect(saved.data).toEqual({
      custom: true,
      items: [{ title: 'Приглашение', text: 'Приходите в среду.' }],
    });
    expect((await s.call('other', 'GET', '/api/message/templates')).data).toMatchObject({ custom: false });
    const tooMany = Array.from({ length: MESSAGE_LIMITS.templatesMax + 1 }, () => ({
      title: 'a',
      text: 'b',
    }));
    expect((await s.call('owner', 'POST', '/api/message/templates', { items: tooMany })).status).toBe(400);
    const long = [{ title: 'a', text: 'я'.repeat(MESSAGE_LIMITS.templateTextMax + 1) }];
    expect((await s.call('owner', 'POST', '/api/message/templates', { items: long })).status).toBe(400);
    expect((await s.call('owner', 'GET', '/api/message/templates')).data).toMatchObject({ custom: true });
    expect((await s.call('owner', 'POST', '/api/message/templates', { items: [] })).data).toMatchObject({
      custom: false,
    });
    expect((await s.call('student', 'GET', '/api/message/templates')).status).toBe(403);
  });
});
