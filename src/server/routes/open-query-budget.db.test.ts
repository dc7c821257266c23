import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OPEN_STEPS } from '../../../tests/bench/surge';
import { seedAccounts } from '../../../tests/helpers/accounts';
import { countQueries, writesAmong } from '../../../tests/helpers/query-counter';
import { signInitData, TEST_BOT_TOKEN } from '../../../tests/helpers/telegram-init-data';
import { createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { DatabaseHandle } from '../db/client';
import { companies, favourites, students, telegramUsers, vacancies } from '../db/schema';
import { DEMO_ADMIN, seedDemo } from '../demo/seed-demo';
import { visibleToStudents } from '../domain/vacancies/vacancy-visibility';

/**
 * Query budgets of a Mini App open (issue 14; the steps of tests/bench/surge.ts): every open of
 * a broadcast surge pays these statements, so a new query on this path must be a choice, made
 * here. Counts come from the database handle's query hook (tests/helpers/query-counter.ts).
 */
const TELEGRAM = { botToken: TEST_BOT_TOKEN, maxAgeSeconds: 86_400 };
const TELEGRAM_ID = 700_001;

/** Statements per step of a repeated open (the public list already cached), and writes among them. */
const BUDGETS = {
  // The guest's `/` now carries the newest vacancies, rendered on the server (docs/decisions/066):
  // the public list cache's version read; the answer and the markup come from memory.
  shell: { queries: 1, writes: 0 },
  // The linked account with auto sign-in and write access; the account; the new session; its bounds.
  'tg-login': { queries: 4, writes: 2 },
  // Session; the student's mark; the page with its total and its tags only once a minute for
  // students without a mark (shared through the public list cache).
  recent: { queries: 3, writes: 0 },
  // Session; the cache versions (one read on PostgreSQL, batched; in memory on the embedded database).
  vacancies: { queries: 2, writes: 0 },
  // Session; the page with its total; its tags.
  favourites: { queries: 3, writes: 0 },
} as const;

describeOnDatabases('query budget of a Mini App open', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await target.open();
    t = createTestApp(database, undefined, undefined, { telegram: TELEGRAM });
    const now = t.clock.now();
    await seedDemo(database.db, {
      vacancies: 40,
      companies: 5,
      seed: 1,
      reset: false,
      admin: DEMO_ADMIN,
      now,
    });
    const { student } = await seedAccounts(database.db);
    await database.db
      .update(students)
      .set({ telegramUserId: TELEGRAM_ID })
      .where(eq(students.id, student.id));
    // As a link leaves it: the user known, write access not yet told.
    await database.db
      .insert(telegramUsers)
      .values({ id: TELEGRAM_ID, firstName: 'Иван', createdAt: now, updatedAt: now });
    const latest = await database.db
      .select({ id: vacancies.id })
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(visibleToStudents(now))
      .orderBy(desc(vacancies.publishedAt))
      .limit(3);
    await database.db.insert(favourites).values(
      latest.map(({ id }) => ({
        ownerKind: 'student' as const,
        ownerId: student.id,
        targetKind: 'vacancy' as const,
        targetId: id,
      })),
    );
  });
  afterAll(async () => {
    await database.close();
  });

  /** One open as the Mini App makes it; per step its answer and the statements it sent. */
  async function open() {
    const initData = signInitData({
      user: { id: TELEGRAM_ID, first_name: 'Иван', allows_write_to_pm: true },
      authDate: t.clock.now(),
    });
    let bearer = '';
    const seen: Record<string, { status: number; data: Record<string, unknown>; queries: string[] }> = {};
    for (const step of OPEN_STEPS) {
      const json = step.name === 'tg-login' ? { initData } : step.method === 'POST' ? {} : undefined;
      const { result, queries } = await countQueries(database, () =>
        t.api(step.method, step.path, {
          ...(bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {}),
          ...(json ? { json } : {}),
        }),
      );
      const data = (result.body as { data?: Record<string, unknown> }).data ?? {};
      if (step.name === 'tg-login') bearer = String(data.bearer);
      seen[step.name] = { status: result.status, data, queries };
    }
    return seen;
  }

  it('keeps each step of a repeated open within its budget, with no write on the reads', async () => {
    const first = await open();
    // The first open may write more: initData's write access is news to the database once.
    expect(writesAmong(first['tg-login']?.queries ?? [])).toHaveLength(3);
    const again = await open();
    for (const step of OPEN_STEPS) {
      const { status, queries } = again[step.name] ?? { status: 0, queries: [] };
      expect(status, step.name).toBe(200);
      expect(queries.length, `${step.name}: ${queries.join('\n')}`).toBeLessThanOrEqual(
        BUDGETS[step.name].queries,
      );
      expect(writesAmong(queries), step.name).toHaveLength(BUDGETS[step.name].writes);
    }
    // The cut statements still answer the same: the items and their totals.
    const recent = again.recent?.data ?? {};
    expect(recent.count).toBeGreaterThan(0);
    expect(recent.count).toBe((recent.items as unknown[] | undefined)?.length);
    expect(again.favourites?.data).toMatchObject({ total: 3, hasMore: false });
    expect(again.favourites?.data.items).toHaveLength(3);
    expect(again.vacancies?.data.items).toHaveLength(20);
  });

  it('counts a favourites page past the end apart, and still tells the total', async () => {
    const initData = signInitData({ user: { id: TELEGRAM_ID, first_name: 'Иван' }, authDate: t.clock.now() });
    const login = await t.api('POST', '/api/tg-login/', { json: { initData } });
    const bearer = String((login.body as { data: { bearer: string } }).data.bearer);
    const { result, queries } = await countQueries(database, () =>
      t.api('GET', '/api/favourite/getItems?targetKind=vacancy&page=2&limit=20', {
        headers: { Authorization: `Bearer ${bearer}` },
      }),
    );
    expect(result.status).toBe(200);
    expect((result.body as { data: unknown }).data).toMatchObject({ items: [], total: 3, page: 2 });
    expect(queries).toHaveLength(3);
  });
});
