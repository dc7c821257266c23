import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type Board, type Role, roleCookies, seedBoard } from '../../../tests/helpers/board-fixtures';
import { createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { OutboxHealth } from '../../shared/contract/outbox.contract';
import type { DatabaseHandle } from '../db/client';
import { outbox } from '../db/schema';
import type { MailMessage } from '../mail/mailer';

describeOnDatabases('GET /api/outbox/health and POST /api/outbox/retry/', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  let cookies: Record<Role, string>;
  let board: Board;
  const letters: MailMessage[] = [];

  beforeAll(async () => {
    database = await target.open();
    t = createTestApp(database, undefined, { send: async (message) => void letters.push(message) });
    board = await seedBoard(database.db);
    cookies = await roleCookies(database.db, board, t.clock.now());
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
    letters.length = 0;
  });
  afterAll(async () => {
    await database.close();
  });

  const mail = (subject: string) => ({
    channel: 'mail' as const,
    topic: 'password-reset',
    payload: { channel: 'mail' as const, message: { to: 'secret@example.ru', subject, text: 'Токен 12345' } },
  });
  const health = async () =>
    (await t.api('GET', '/api/outbox/health', { cookie: cookies.admin })).body.data as OutboxHealth;

  it('counts waiting, retrying and failed messages and lists failures without recipients or bodies', async () => {
    expect(await health()).toEqual({
      waiting: 0,
      retrying: 0,
      failed: 0,
      oldestWaitingSeconds: null,
      failures: [],
    });
    // Queued a minute ago and never tried; one in retry; one failed.
    await database.db.insert(outbox).values({
      ...mail('Ждёт'),
      createdAt: sql`now() - interval '60 seconds'`,
      nextAttemptAt: sql`now() + interval '1 hour'`,
    });
    await database.db.insert(outbox).values({
      ...mail('Повтор'),
      attempts: 2,
      lastError: 'smtp-451',
      nextAttemptAt: sql`now() + interval '1 hour'`,
    });
    const [failed] = await database.db
      .insert(outbox)
      .values({ ...mail('Отказ'), attempts: 1, lastError: 'smtp-550', failedAt: sql`now()` })
      .returning();
    const answer = await health();
    expect(answer).toMatchObject({ waiting: 1, retrying: 1, failed: 1 });
    expect(answer.oldestWaitingSeconds).toBeGreaterThanOrEqual(59);
    expect(answer.failures.map((item) => [item.state, item.lastError, item.topic, item.channel])).toEqual(
      expect.arrayContaining([
        ['failed', 'smtp-550', 'password-reset', 'mail'],
        ['retrying', 'smtp-451', 'password-reset', 'mail'],
      ]),
    );
    const text = JSON.stringify(answer);
    expect(text).not.toContain('secret@example.ru');
    expect(text).not.toContain('12345');

    // A retry makes the failed one due; the worker (here: after the call) sends it.
    const retried = await t.api('POST', '/api/outbox/retry/', {
      cookie: cookies.admin,
      json: { ids: [failed?.id] },
    });
    expect(retried.body.data).toEqual({ retried: 1 });
    expect(letters.map((letter) => letter.subject)).toEqual(['Отказ']);
    const [row] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, failed?.id ?? 0));
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('refuses an empty retry with a 400 and changes nothing', async () => {
    const answer = await t.api('POST', '/api/outbox/retry/', { cookie: cookies.admin, json: { ids: [] } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBeTruthy();
  });
});
