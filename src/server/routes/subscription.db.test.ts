import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertVacancy, sessionCookie } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { SubscriptionItem, SubscriptionList } from '../../shared/contract/subscription.contract';
import { STATUS_REFUSAL_CODES } from '../../shared/contract/verification.contract';
import { messages } from '../../shared/messages';
import { students, subscriptionMatches, subscriptions } from '../db/schema';
import { subscriptionMessages } from '../domain/subscriptions/subscription-messages';

type Body = { success: boolean; message?: string; code?: string; data?: unknown; errors?: unknown };

describeOnDatabases('/api/subscription/…', (target) => {
  const suite = useBoardSuite(target);
  let other: string;
  let pending: string;
  let denied: string;

  beforeAll(async () => {
    const { db } = suite.database;
    const now = suite.t.clock.now();
    const rows = await db
      .insert(students)
      .values(
        (['approved', 'pending', 'denied'] as const).map((status, index) => ({
          email: `sub${index}@example.ru`,
          passwordHash: 'x',
          firstName: 'Ольга',
          lastName: 'Подписчица',
          status,
        })),
      )
      .returning();
    const [a, p, d] = rows;
    if (!a || !p || !d) throw new Error('seed failed');
    other = await sessionCookie(db, 'student', a.id, now);
    pending = await sessionCookie(db, 'student', p.id, now);
    denied = await sessionCookie(db, 'student', d.id, now);
  });
  beforeEach(async () => {
    await suite.database.db.delete(subscriptions);
  });

  const student = () => suite.cookies.student;
  const call = async (path: string, json: unknown, cookie = student()) => {
    const response = await suite.t.api('POST', `/api/subscription/${path}`, { cookie, json });
    return { status: response.status, body: response.body as Body };
  };
  const create = (json: Record<string, unknown>, cookie = student()) =>
    call('', { channel: 'email', frequency: 'instant', ...json }, cookie);
  const list = async (cookie = student()) => {
    const response = await suite.t.api('GET', '/api/subscription/getItems', { cookie });
    return { status: response.status, items: (response.body.data as SubscriptionList | null)?.items ?? [] };
  };
  const stored = () => suite.database.db.select().from(subscriptions);

  it('saves the filters normalised and answers them in the list address form', async () => {
    const { python, java } = suite.board.tags;
    const created = await create({
      query: {
        text: '  стажировка   python ',
        tags: `${java.id},${python.id},${java.id}`,
        salaryFrom: '50000',
        employment: 'part,full',
      },
      frequency: 'daily',
      digestMinute: 20 * 60 + 30,
    });
    expect(created.status).toBe(201);
    const sorted = [java.id, python.id].sort((a, b) => a - b);
    expect(created.body.data).toMatchObject({
      query: {
        text: 'стажировка python',
        tags: sorted.join(','),
        salaryFrom: '50000',
        employment: 'full,part',
      },
      channel: 'email',
      frequency: 'daily',
      digestMinute: 1230,
      paused: false,
      matches: 0,
      unseen: 0,
    });
    const [row] = await stored();
    // Stored parsed, as the list's own schema gives it: the matcher reads this shape.
    expect(row?.query).toEqual({
      text: 'стажировка python',
      tags: sorted,
      salaryFrom: 50000,
      employment: ['full', 'part'],
    });
    expect(row?.unsubscribeToken).toMatch(/^[\w-]{43}$/);
    expect(row?.digestMinute).toBe(1230);
    const { items } = await list();
    expect(items).toEqual([created.body.data]);
  });

  it('saves a search with no filters at all (every new vacancy), daily at 09:00 by default', async () => {
    const created = await create({ query: {}, frequency: 'daily' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ query: {}, digestMinute: 540 });
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    for (const json of [
      { query: { text: 'x' }, channel: 'sms' },
      { query: { text: 'x' }, frequency: 'weekly' },
      { query: { page: '2' } },
      { query: { tags: 'python' } },
      { query: { text: 'x' }, frequency: 'daily', digestMinute: 24 * 60 },
      { query: 'text=python' },
    ]) {
      const answer = await create(json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect(await stored()).toEqual([]);
  });

  it('answers the same filters again with 409 naming «Мои подписки»; other students are apart', async () => {
    expect((await create({ query: { text: 'Python', employment: 'full,part' } })).status).toBe(201);
    const again = await create({ query: { text: 'python ', employment: 'part,full' }, channel: 'email' });
    expect(again).toMatchObject({ status: 409, body: { message: subscriptionMessages.duplicate } });
    expect((await create({ query: { text: 'python' } }, other)).status).toBe(201);
    expect((await list()).items).toHaveLength(1);
    expect((await list(other)).items).toHaveLength(1);
  });

  it('counts what was found for each and what the student has not seen', async () => {
    const created = await create({ query: { text: 'аналитик' } });
    const id = (created.body.data as SubscriptionItem).id;
    const now = suite.t.clock.now();
    const [a, b] = await Promise.all([
      insertVacancy(suite.database.db, now, { companyId: suite.board.owner.id, title: 'Аналитик 1' }),
      insertVacancy(suite.database.db, now, { companyId: suite.board.owner.id, title: 'Аналитик 2' }),
    ]);
    if (!a || !b) throw new Error('seed failed');
    await suite.database.db.insert(subscriptionMatches).values([
      { subscriptionId: id, vacancyId: a.id, seenAt: now },
      { subscriptionId: id, vacancyId: b.id },
    ]);
    expect((await list()).items[0]).toMatchObject({ id, matches: 2, unseen: 1 });
  });

  describe('who may', () => {
    it('guests 401; companies and admins 403, on every endpoint', async () => {
      for (const [cookie, status] of [
        ['', 401],
        [suite.cookies.owner, 403],
        [suite.cookies.admin, 403],
      ] as const) {
        expect((await create({ query: {} }, cookie)).status).toBe(status);
        expect((await list(cookie)).status).toBe(status);
        expect((await call('update/', { id: 1, paused: true }, cookie)).status).toBe(status);
        expect((await call('destroy/', { id: 1 }, cookie)).status).toBe(status);
      }
      expect((await create({ query: {} }, '')).body.message).toBe(messages.unauthorized);
    });

    it('a pending student may save (the vacancies are public); a denied one is told why (403, code)', async () => {
      expect((await create({ query: { text: 'java' } }, pending)).status).toBe(201);
      const refused = await create({ query: { text: 'java' } }, denied);
      expect(refused).toMatchObject({
        status: 403,
        body: { message: subscriptionMessages.studentDenied, code: STATUS_REFUSAL_CODES.denied },
      });
      expect((await list(denied)).items).toEqual([]);
    });
  });

  describe('update and destroy', () => {
    const make = async (text: string) => (await create({ query: { text } })).body.data as SubscriptionItem;

    it('changes only what is sent; pauses (keeping the first time) and resumes', async () => {
      const item = await make('sql');
      const changed = await call('update/', { id: item.id, frequency: 'daily', digestMinute: 600 });
      expect(changed).toMatchObject({
        status: 200,
        body: {
          data: { id: item.id, frequency: 'daily', digestMinute: 600, channel: 'email', paused: false },
        },
      });
      expect((await call('update/', { id: item.id, paused: true })).body.data).toMatchObject({
        paused: true,
      });
      const [first] = await stored();
      suite.t.clock.advance(60_000);
      await call('update/', { id: item.id, paused: true });
      const [second] = await stored();
      expect(second?.pausedAt?.getTime()).toBe(first?.pausedAt?.getTime());
      expect((await call('update/', { id: item.id, paused: false })).body.data).toMatchObject({
        paused: false,
      });
      const edited = await call('update/', { id: item.id, query: { text: 'SQL  аналитик' } });
      expect(edited.body.data).toMatchObject({ query: { text: 'SQL аналитик' } });
    });

    it('refuses new filters equal to another saved search (409), and bad input (400)', async () => {
      await make('go');
      const item = await make('rust');
      expect((await call('update/', { id: item.id, query: { text: 'GO' } })).status).toBe(409);
      expect((await call('update/', { id: item.id, digestMinute: -1 })).status).toBe(400);
      expect((await call('update/', { id: item.id, paused: 'yes' })).status).toBe(400);
      expect((await list()).items.find((row) => row.id === item.id)?.query).toEqual({ text: 'rust' });
    });

    it("someone else's id is 404, for update and destroy alike; nothing changes", async () => {
      const item = await make('php');
      const update = await call('update/', { id: item.id, paused: true }, other);
      expect(update).toMatchObject({ status: 404, body: { message: subscriptionMessages.notFound } });
      expect((await call('destroy/', { id: item.id }, other)).status).toBe(404);
      expect((await list()).items).toEqual([item]);
    });

    it('deletes the student’s own with what was found for it; a second delete is 404', async () => {
      const item = await make('c++');
      const destroyed = await call('destroy/', { id: item.id });
      expect(destroyed).toMatchObject({ status: 200, body: { success: true, data: null } });
      expect(await stored()).toEqual([]);
      expect((await call('destroy/', { id: item.id })).status).toBe(404);
      expect((await call('destroy/', { id: 'x' })).status).toBe(400);
    });

    it('a denied student may still pause and delete, but not resume', async () => {
      const [row] = await suite.database.db
        .insert(subscriptions)
        .values({
          studentId: (await deniedId()) ?? 0,
          query: {},
          channel: 'email',
          frequency: 'instant',
          unsubscribeToken: 'denied-token',
          pausedAt: null,
        })
        .returning();
      if (!row) throw new Error('seed failed');
      expect((await call('update/', { id: row.id, paused: true }, denied)).status).toBe(200);
      expect((await call('update/', { id: row.id, paused: false }, denied)).status).toBe(403);
      expect((await call('destroy/', { id: row.id }, denied)).status).toBe(200);
    });
  });

  const deniedId = async () =>
    (await suite.database.db.select().from(students).where(eq(students.status, 'denied')))[0]?.id;
});
