import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { describeOnDatabase } from '../../../tests/helpers/test-database';
import { verifyPassword } from '../auth/passwords';
import type { Database, DatabaseHandle } from '../db/client';
import { TAGS, VACANCY_TYPES } from './board-words';
import { DEMO_ADMIN, DEMO_PASSWORD, type DemoOptions, type DemoResult, seedDemo } from './seed-demo';

const NOW = new Date('2026-03-01T09:00:00Z');
const DAY = 86_400_000;
const small = (overrides: Partial<DemoOptions> = {}): DemoOptions => ({
  vacancies: 300,
  companies: 20,
  seed: 7,
  reset: false,
  admin: DEMO_ADMIN,
  now: NOW,
  batchSize: 64, // several batches even at this size
  ...overrides,
});

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const count = async (db: Database, table: string) =>
  Number((await rows<{ n: string }>(db, sql`select count(*) as n from ${sql.identifier(table)}`))[0]?.n);

/** What a seed decides, without ids or the database's own timestamps. */
const snapshot = (db: Database) =>
  rows(
    db,
    sql`select v.title, v.salary_from, v.salary_to, v.employment, v.status, v.published_at, v.lat, c.email,
      (select string_agg(t.name, ',' order by t.name) from vacancy_tags vt join tags t on t.id = vt.tag_id
        where vt.vacancy_id = v.id) as tags
    from vacancies v join companies c on c.id = v.company_id order by v.id`,
  );

/**
 * The demo seed is not SQL under test: one database (PostgreSQL when TEST_DATABASE_URL is set). The
 * tests that only read a seed of `small()` share one: the seeds, not the checks, were the suite's cost.
 */
describeOnDatabase('npm run demo', (target) => {
  const opened: DatabaseHandle[] = [];
  const open = async () => {
    const handle = await target.open();
    opened.push(handle);
    return handle.db;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((handle) => handle.close()));
  });
  const shared = {} as { handle: DatabaseHandle; db: Database; result: DemoResult };
  beforeAll(async () => {
    shared.handle = await target.open();
    shared.db = shared.handle.db;
    shared.result = await seedDemo(shared.db, small());
  });
  afterAll(async () => {
    await shared.handle?.close();
  });

  it('writes the requested counts, dictionaries, projects and logins', async () => {
    const { db, result } = shared;
    expect(result.vacancies).toBe(300);
    expect(await count(db, 'vacancies')).toBe(300);
    expect(await count(db, 'companies')).toBe(20);
    expect(await count(db, 'tags')).toBe(TAGS.length);
    expect(await count(db, 'vacancy_types')).toBe(VACANCY_TYPES.length);
    expect(await count(db, 'vacancy_tags')).toBe(result.vacancyTags);
    const projects = await count(db, 'company_projects');
    expect(projects).toBeGreaterThanOrEqual(20);
    expect(projects).toBeLessThanOrEqual(80);

    const [admin] = await rows<{ password_hash: string }>(
      db,
      sql`select password_hash from admins where email = ${DEMO_ADMIN.email}`,
    );
    expect(await verifyPassword(admin?.password_hash ?? null, DEMO_ADMIN.password)).toBe(true);
    const [student] = await rows<{ status: string; password_hash: string }>(
      db,
      sql`select status, password_hash from students where email = 'student@demo.ru'`,
    );
    expect(student?.status).toBe('approved');
    expect(await verifyPassword(student?.password_hash ?? null, DEMO_PASSWORD)).toBe(true);
    const [company] = await rows<{ status: string; vacancies: string }>(
      db,
      sql`select c.status, (select count(*) from vacancies v where v.company_id = c.id) as vacancies
        from companies c where email = 'hr@demo.ru'`,
    );
    expect(company?.status).toBe('approved');
    expect(Number(company?.vacancies)).toBeGreaterThan(0);
    expect(result.logins.map((login) => login.created)).toEqual([true, true, true]);
  });

  it('keeps the constraints the API and the screens rely on', async () => {
    const { db } = shared;
    const broken = await rows(
      db,
      sql`select id, status from vacancies where
        (salary_from is not null and salary_to is not null and salary_from > salary_to)
        or ((lat is null) <> (lng is null))
        or (status = 'draft' and published_at is not null)
        or (status <> 'draft' and published_at is null)
        or (status = 'archived' and (archived_at is null or archived_at < published_at))
        or (status <> 'archived' and archived_at is not null)
        or published_at > ${NOW.toISOString()}::timestamptz
        or published_at < ${new Date(NOW.getTime() - 60 * DAY).toISOString()}::timestamptz
        or lat not between -90 and 90 or lng not between -180 and 180`,
    );
    expect(broken).toEqual([]);
    const statuses = await rows<{ status: string; n: string }>(
      db,
      sql`select status, count(*) as n from vacancies group by status`,
    );
    const byStatus = Object.fromEntries(statuses.map((row) => [row.status, Number(row.n)]));
    expect(byStatus.published).toBeGreaterThan(200);
    expect(Object.keys(byStatus).sort()).toEqual(['archived', 'draft', 'published']);
    const companies = await rows<{ bad: string }>(
      db,
      sql`select count(*) as bad from companies where lat is null or lng is null or address is null`,
    );
    expect(Number(companies[0]?.bad)).toBe(0);
    // Russian search finds what the titles say (the GENERATED tsvector is filled).
    const found = await rows<{ n: string }>(
      db,
      sql`select count(*) as n from vacancies where search @@ websearch_to_tsquery('russian', 'стажировки')`,
    );
    expect(Number(found[0]?.n)).toBeGreaterThan(0);
  });

  it('reproduces the same rows for a seed, and others for another seed', async () => {
    const [b, c] = [await open(), await open()];
    await seedDemo(b, small());
    await seedDemo(c, small({ seed: 8 }));
    const first = await snapshot(shared.db);
    expect(first).toHaveLength(300);
    expect(await snapshot(b)).toEqual(first);
    expect(await snapshot(c)).not.toEqual(first);
  }, 90_000);

  it('adds to what is there without --reset and starts over with it', async () => {
    const db = await open();
    await seedDemo(db, small({ vacancies: 50 }));
    const again = await seedDemo(db, small({ vacancies: 50 }));
    expect(await count(db, 'vacancies')).toBe(100);
    expect(await count(db, 'companies')).toBe(20);
    expect(again.logins.map((login) => login.created)).toEqual([false, false, false]);
    await seedDemo(db, small({ vacancies: 40, reset: true }));
    expect(await count(db, 'vacancies')).toBe(40);
    expect(await count(db, 'companies')).toBe(20);
    const [first] = await rows<{ id: number }>(db, sql`select min(id) as id from vacancies`);
    expect(Number(first?.id)).toBe(1);
  });
});
