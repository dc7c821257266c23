import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  type Board,
  insertVacancy,
  type Role,
  roleCookies,
  seedBoard,
} from '../../../tests/helpers/board-fixtures';
import { createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { messages } from '../../shared/messages';
import type { DatabaseHandle } from '../db/client';
import { companies } from '../db/schema';
import type { MailMessage } from '../mail/mailer';

describeOnDatabases('/api/company/approve/ and /api/company/deny/', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  let board: Board;
  let cookies: Record<Role, string>;
  const sent: MailMessage[] = [];

  beforeAll(async () => {
    database = await target.open();
    // A test mailer: the letters are captured, not delivered.
    t = createTestApp(database, undefined, { send: async (message) => void sent.push(message) });
    board = await seedBoard(database.db);
    cookies = await roleCookies(database.db, board, t.clock.now());
  });
  beforeEach(async () => {
    sent.length = 0;
    await database.db
      .update(companies)
      .set({ status: 'pending', statusReason: null })
      .where(eq(companies.id, board.pending.id));
  });
  afterAll(async () => {
    await database?.close();
  });

  const call = (path: string, role: Role, json: unknown) =>
    t.api('POST', path, { cookie: cookies[role], json });
  const publicTitles = async () => {
    const response = await t.api('GET', '/api/vacancy/getItems');
    return (response.body.data as { items: { title: string }[] }).items.map((item) => item.title);
  };

  it('lets only admins decide (401 for guests, 403 for others)', async () => {
    for (const path of ['/api/company/approve/', '/api/company/deny/']) {
      const json = { id: board.pending.id, reason: 'Нет ИНН' };
      expect((await call(path, 'guest', json)).status).toBe(401);
      for (const role of ['student', 'owner', 'pending'] as const) {
        expect((await call(path, role, json)).status).toBe(403);
      }
    }
    const [row] = await database.db.select().from(companies).where(eq(companies.id, board.pending.id));
    expect(row?.status).toBe('pending');
    expect(sent).toHaveLength(0);
  });

  it("approval makes the company's vacancies public at once and mails the company", async () => {
    await insertVacancy(database.db, t.clock.now(), { companyId: board.pending.id, title: 'Стажёр Беты' });
    expect(await publicTitles()).not.toContain('Стажёр Беты');
    const response = await call('/api/company/approve/', 'admin', { id: board.pending.id });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: board.pending.id, status: 'approved' });
    // No test-side invalidation: the approval itself bumped the cached areas.
    expect(await publicTitles()).toContain('Стажёр Беты');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('hr@beta.ru');
    expect(sent[0]?.text).toContain('Компания подтверждена');
  });

  it('denial needs a reason of at most 500 characters, stores it and mails it', async () => {
    expect((await call('/api/company/deny/', 'admin', { id: board.pending.id })).status).toBe(400);
    const long = await call('/api/company/deny/', 'admin', { id: board.pending.id, reason: 'я'.repeat(501) });
    expect(long.status).toBe(400);
    expect((long.body.errors as Record<string, string>).reason).toBe('Причина — не длиннее 500 символов.');
    const response = await call('/api/company/deny/', 'admin', {
      id: board.pending.id,
      reason: 'ИНН не найден в ЕГРЮЛ',
    });
    expect(response.status).toBe(200);
    const [row] = await database.db.select().from(companies).where(eq(companies.id, board.pending.id));
    expect(row).toMatchObject({ status: 'denied', statusReason: 'ИНН не найден в ЕГРЮЛ' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('Причина: ИНН не найден в ЕГРЮЛ');
  });

  it('quotes a name that carries its own quotes once, in the approval and the denial', async () => {
    const [before] = await database.db.select().from(companies).where(eq(companies.id, board.pending.id));
    const name = 'ООО «Уральские системы „Дельта“»';
    await database.db.update(companies).set({ name }).where(eq(companies.id, board.pending.id));
    try {
      await call('/api/company/approve/', 'admin', { id: board.pending.id });
      await call('/api/company/deny/', 'admin', { id: board.pending.id, reason: 'Нет ИНН' });
      expect(sent.map((mail) => mail.text.split('\n')[2])).toEqual([
        `Компания подтверждена: карьерный центр проверил профиль ${name}.`,
        `Карьерный центр не подтвердил профиль ${name}.`,
      ]);
    } finally {
      await database.db
        .update(companies)
        .set({ name: before?.name })
        .where(eq(companies.id, board.pending.id));
    }
  });

  it('answers 404 for an unknown company', async () => {
    const response = await call('/api/company/approve/', 'admin', { id: 999_999 });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(messages.companyNotFound);
    expect(sent).toHaveLength(0);
  });
});
