import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import {
  insertVacancy,
  invalidatePublicLists,
  type Role,
  vacancyInput,
} from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { RecentVacanciesData, RecentVacanciesSeen } from '../../shared/contract/vacancy.contract';
import { students, vacancies } from '../db/schema';
import { RECENT_DEFAULT_WINDOW_MS, RECENT_ITEMS_MAX } from '../domain/vacancies/recent-vacancies';

const HOUR = 3_600_000;

describeOnDatabases('POST /api/vacancy/recent and /api/vacancy/recent/seen/', (target) => {
  const suite = useBoardSuite(target);

  beforeEach(async () => {
    await suite.database.db.delete(vacancies);
    await suite.database.db.update(students).set({ recentVacanciesSeenAt: null });
    await invalidatePublicLists(suite.database.db);
  });

  const recent = async (role: Role = 'student') => {
    const response = await suite.t.api('POST', '/api/vacancy/recent', { cookie: suite.cookies[role] });
    return { ...response, data: response.body.data as RecentVacanciesData };
  };
  const seen = (role: Role = 'student') =>
    suite.t.api('POST', '/api/vacancy/recent/seen/', { cookie: suite.cookies[role] });
  const add = (values: Parameters<typeof insertVacancy>[2]) =>
    insertVacancy(suite.database.db, suite.t.clock.now(), values);

  it('answers students only: 401 for a guest, 403 for companies and admins', async () => {
    expect((await recent('guest')).status).toBe(401);
    for (const role of ['owner', 'admin'] as const) expect((await recent(role)).status).toBe(403);
    expect((await seen('guest')).status).toBe(401);
    for (const role of ['owner', 'admin'] as const) expect((await seen(role)).status).toBe(403);
  });

  it('before the first look counts the last 7 days of public vacancies, newest first', async () => {
    expect(RECENT_DEFAULT_WINDOW_MS).toBe(7 * 24 * HOUR);
    const fresh = await add({ companyId: suite.board.owner.id, hoursAgo: 1 });
    const older = await add({ companyId: suite.board.other.id, hoursAgo: 3 * 24 });
    await add({ companyId: suite.board.owner.id, hoursAgo: 8 * 24 });
    await add({ companyId: suite.board.owner.id, status: 'draft' });
    await add({ companyId: suite.board.owner.id, status: 'archived', hoursAgo: 2 });
    await add({ companyId: suite.board.pending.id, hoursAgo: 1 });

    const response = await recent();
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.data.count).toBe(2);
    expect(response.data.items.map((item) => item.id)).toEqual([fresh.id, older.id]);
    expect(response.data.since).toBeNull();
    // Reading does not move the mark: the start-up refresh must not swallow the news.
    expect((await recent()).data.count).toBe(2);
  });

  it('the seen mark starts the count afresh; only later publications count', async () => {
    const old = await add({ companyId: suite.board.owner.id, hoursAgo: 2 });
    const mark = await seen();
    expect(mark.status).toBe(200);
    expect(mark.body.data as RecentVacanciesSeen).toEqual({ seenAt: suite.t.clock.now().toISOString() });
    expect((await recent()).data).toEqual({ count: 0, items: [], since: suite.t.clock.now().toISOString() });

    suite.t.clock.advance(HOUR);
    const created = await suite.t.api('POST', '/api/vacancy/', {
      cookie: suite.cookies.owner,
      json: vacancyInput({ title: 'Свежая вакансия', publish: true }),
    });
    expect(created.status).toBe(201);
    const after = await recent();
    expect(after.data.count).toBe(1);
    expect(after.data.items[0]?.title).toBe('Свежая вакансия');

    // Archiving and restoring an old vacancy does not make it new.
    await suite.t.api('POST', '/api/vacancy/archive/', {
      cookie: suite.cookies.owner,
      json: { id: old.id, archived: true },
    });
    await suite.t.api('POST', '/api/vacancy/archive/', {
      cookie: suite.cookies.owner,
      json: { id: old.id, archived: false },
    });
    expect((await recent()).data.count).toBe(1);

    const [student] = await suite.database.db
      .select()
      .from(students)
      .where(eq(students.id, suite.board.student.id));
    expect(student?.recentVacanciesSeenAt?.toISOString()).toBe(
      new Date(suite.t.clock.now().getTime() - HOUR).toISOString(),
    );
  });

  it(`counts everything new but lists at most ${RECENT_ITEMS_MAX}`, async () => {
    const rows = Array.from({ length: RECENT_ITEMS_MAX + 5 }, (_, index) => ({
      companyId: suite.board.owner.id,
      title: `Вакансия ${index}`,
      status: 'published' as const,
      publishedAt: new Date(suite.t.clock.now().getTime() - (index + 1) * 60_000),
    }));
    await suite.database.db.insert(vacancies).values(rows);
    const response = await recent();
    expect(response.data.count).toBe(RECENT_ITEMS_MAX + 5);
    expect(response.data.items).toHaveLength(RECENT_ITEMS_MAX);
    expect(response.data.items[0]?.title).toBe('Вакансия 0');
  });
});
