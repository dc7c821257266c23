import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type Board, type Role, roleCookies, seedBoard } from '../../../tests/helpers/board-fixtures';
import { createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { STATUS_REASON_MAX } from '../../shared/contract/student-list.contract';
import type { DatabaseHandle } from '../db/client';
import { outbox, students } from '../db/schema';
import type { Mailer, MailMessage } from '../mail/mailer';

describeOnDatabases('POST /api/student/approve/ and /api/student/deny/', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  let board: Board;
  let cookies: Record<Role, string>;
  let pendingId = 0;
  const sent: MailMessage[] = [];
  let failing = false;
  const mailer: Mailer = {
    async send(message) {
      if (failing) throw new Error('smtp down');
      sent.push(message);
    },
  };

  beforeAll(async () => {
    database = await target.open();
    t = createTestApp(database, undefined, mailer);
    board = await seedBoard(database.db);
    cookies = await roleCookies(database.db, board, t.clock.now());
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    sent.length = 0;
    await database.db.delete(outbox);
    failing = false;
    await database.db.delete(students).where(eq(students.email, 'new@example.ru'));
    const [row] = await database.db
      .insert(students)
      .values({ email: 'new@example.ru', passwordHash: 'x', firstName: 'Нина', lastName: 'Новая' })
      .returning();
    if (!row) throw new Error('seed failed');
    pendingId = row.id;
  });

  const post = (path: string, role: Role, json: unknown) =>
    t.api('POST', `/api/student/${path}/`, { cookie: cookies[role], json });
  const stored = async () => (await database.db.select().from(students).where(eq(students.id, pendingId)))[0];

  it('an admin approves: the status changes and the student gets a letter', async () => {
    const answer = await post('approve', 'admin', { id: pendingId });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ id: pendingId, status: 'approved', mailed: true });
    expect(await stored()).toMatchObject({ status: 'approved', statusReason: null });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'new@example.ru', subject: 'Профиль подтверждён' });
    // Now companies see her.
    const list = await t.api('GET', '/api/student/getItems?text=Новая', { cookie: cookies.owner });
    expect((list.body.data as { total: number }).total).toBe(1);
  });

  it('an admin denies with a reason the student keeps and reads in the letter', async () => {
    const answer = await post('deny', 'admin', { id: pendingId, reason: '  Фото не по правилам  ' });
    expect(answer.status).toBe(200);
    expect(await stored()).toMatchObject({ status: 'denied', statusReason: 'Фото не по правилам' });
    expect(sent[0]?.subject).toBe('Профиль не подтверждён');
    expect(sent[0]?.text).toContain('Причина: Фото не по правилам');
    // Approving later clears the old reason.
    await post('approve', 'admin', { id: pendingId });
    expect(await stored()).toMatchObject({ status: 'approved', statusReason: null });
  });

  it('requires a reason of at most 500 characters', async () => {
    for (const reason of [undefined, '', '   ', 'я'.repeat(STATUS_REASON_MAX + 1)]) {
      const answer = await post('deny', 'admin', { id: pendingId, reason });
      expect(answer.status).toBe(400);
    }
    expect(
      (await post('deny', 'admin', { id: pendingId, reason: 'я'.repeat(STATUS_REASON_MAX) })).status,
    ).toBe(200);
    expect(sent).toHaveLength(1);
  });

  it('is for admins only: guests 401, students and companies 403, nothing changes or is mailed', async () => {
    expect((await post('approve', 'guest', { id: pendingId })).status).toBe(401);
    for (const role of ['student', 'owner', 'pending'] as const) {
      expect((await post('approve', role, { id: pendingId })).status).toBe(403);
      expect((await post('deny', role, { id: pendingId, reason: 'нет' })).status).toBe(403);
    }
    expect(await stored()).toMatchObject({ status: 'pending' });
    expect(sent).toHaveLength(0);
  });

  it('answers 404 for an unknown student and keeps a decision when the mail fails', async () => {
    expect((await post('approve', 'admin', { id: 999_999 })).status).toBe(404);
    failing = true;
    const answer = await post('approve', 'admin', { id: pendingId });
    // The letter is queued with the decision; the failed send waits in the outbox for a retry.
    expect(answer.body.data).toMatchObject({ status: 'approved', mailed: true });
    expect(await stored()).toMatchObject({ status: 'approved' });
    expect(sent).toHaveLength(0);
    const [queued] = await database.db.select().from(outbox);
    expect(queued).toMatchObject({
      topic: 'student-review',
      sentAt: null,
      failedAt: null,
      lastError: 'Error',
    });
  });
});
