import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import { VacancyListQuerySchema, type VacancyPage } from '../../../shared/contract/vacancy.contract';
import type { DatabaseHandle } from '../../db/client';
import { DEMO_ADMIN, seedDemo } from '../../demo/seed-demo';
import { listVacancies } from '../vacancies/list-vacancies';
import { createSearchSnapshots, type SnapshotView } from './snapshot-store';

const NOW = new Date('2026-11-20T09:00:00Z');

/**
 * The public list searched in memory answers exactly what the database answers
 * (docs/decisions/065-search-in-memory.md): every filter, text, sort, page, cursor and facet, on
 * a demo board with the cases the visibility rule decides (hidden, closed, a company not
 * approved) and the values the filters treat apart (no salary, no tags, no type, no city).
 */
describeOnDatabases('the public list searched in memory', (target) => {
  let handle: DatabaseHandle;
  let view: SnapshotView;
  const ids = { type: 0, tagA: 0, tagB: 0, company: 0 };

  const one = async (statement: ReturnType<typeof sql>) =>
    Number(((await handle.db.execute(statement)) as unknown as { rows: { n: number }[] }).rows[0]?.n);

  beforeAll(async () => {
    handle = await target.open();
    await seedDemo(handle.db, {
      vacancies: 500,
      companies: 40,
      seed: 7,
      reset: false,
      admin: DEMO_ADMIN,
      now: NOW,
    });
    // The rows the rule and the filters treat apart, among the newest (the first page sees them).
    await handle.db.execute(sql`with newest as (
        select id, row_number() over (order by published_at desc nulls last, id desc) as n
        from vacancies where status = 'published')
      update vacancies v set
        hidden_at = case when n.n = 1 then ${NOW.toISOString()}::timestamptz else v.hidden_at end,
        expires_at = case when n.n = 2 then ${NOW.toISOString()}::timestamptz - interval '1 hour'
          when n.n = 3 then ${NOW.toISOString()}::timestamptz + interval '1 day' else v.expires_at end,
        vacancy_type_id = case when n.n = 4 then null else v.vacancy_type_id end,
        city_id = case when n.n = 5 then null else v.city_id end
      from newest n where n.id = v.id and n.n <= 5`);
    await handle.db.execute(sql`delete from vacancy_tags where vacancy_id in (
        select id from vacancies where status = 'published' order by published_at desc, id desc offset 5 limit 3)`);
    await handle.db.execute(sql`update companies set status = 'denied'
        where id = (select company_id from vacancies where status = 'published' group by company_id order by count(*), company_id limit 1)`);
    ids.type = await one(sql`select min(vacancy_type_id) as n from vacancies`);
    ids.tagA = await one(
      sql`select tag_id as n from vacancy_tags group by tag_id order by count(*) desc, tag_id limit 1`,
    );
    ids.tagB = await one(
      sql`select tag_id as n from vacancy_tags group by tag_id order by count(*) desc, tag_id offset 3 limit 1`,
    );
    ids.company =
      await one(sql`select company_id as n from vacancies v join companies c on c.id = v.company_id
        where c.status = 'approved' group by company_id order by count(*) desc, company_id limit 1`);
    view = await createSearchSnapshots(
      handle.db,
      async () => 0,
      (error) => {
        throw error;
      },
    ).refresh();
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  const deps = () => ({ db: handle.db, now: () => NOW });
  const parse = (raw: Record<string, string>) => v.parse(VacancyListQuerySchema, { limit: '20', ...raw });
  /** A page from both, and each page after it by cursor (up to `pages`). */
  async function compare(raw: Record<string, string>, pages = 3): Promise<VacancyPage[]> {
    const answers: VacancyPage[] = [];
    let query = parse(raw);
    for (let page = 0; page < pages; page += 1) {
      const scope = { kind: 'public', now: NOW } as const;
      const fromMemory = await listVacancies(deps(), query, scope, { snapshot: view });
      const fromDatabase = await listVacancies(deps(), query, scope);
      expect(fromMemory, JSON.stringify(raw)).toEqual(fromDatabase);
      answers.push(fromMemory);
      if (!fromMemory.next) break;
      query = parse({ ...raw, after: fromMemory.next });
    }
    return answers;
  }

  const texts = [
    '',
    'разработчик',
    'Python-разработчик',
    'аналитик данных',
    'питон или (джава аналитик)',
    '"машинное обучение" или python -junior',
    'программист -стажировка',
    '-стажировка',
    'для и',
    'несуществующееслово',
  ];
  const filters = (): Record<string, string>[] => [
    {},
    { type: String(ids.type) },
    { tags: `${ids.tagA},${ids.tagB}` },
    { employment: 'probation,part' },
    { schedule: 'remote,hybrid' },
    { experience: 'noExperience' },
    { flags: 'suitsPractice,combinableWithStudy' },
    { salaryFrom: '60000' },
    { company: String(ids.company) },
    { city: 'Казань,Москва' },
    { region: 'Московская область' },
    { near: '55.7963,49.1088', sort: 'distance' },
  ];

  it('answers every text under every filter as the database does, facets and cursors included', async () => {
    let compared = 0;
    for (const text of texts)
      for (const filter of filters()) {
        const [first] = await compare({ ...(text ? { text } : {}), ...filter });
        compared += first?.total ?? 0;
      }
    // The matrix is not vacuous: most of it finds something.
    expect(compared).toBeGreaterThan(1_000);
  });

  it('sorts by salary and by date, pages by number, and combines filters as the database does', async () => {
    for (const sort of ['newest', 'salary'])
      for (const text of ['', 'разработчик', 'менеджер или дизайнер'])
        for (const filter of [
          {},
          { tags: String(ids.tagA), employment: 'full', salaryFrom: '40000' },
        ] as Record<string, string>[])
          await compare({ sort, ...(text ? { text } : {}), ...filter });
    for (const page of ['2', '5']) await compare({ page }, 1);
    await compare({ text: 'разработчик', page: '2' }, 1);
  });

  it('holds the hidden, the closed and a denied company out, and the closing date to the moment asked', async () => {
    const all = await compare({ limit: '50' }, 1);
    const shown = new Set(all[0]?.items.map((item) => item.id));
    const hiddenOrClosed = await one(sql`select count(*) as n from vacancies v where status = 'published'
        and (hidden_at is not null or expires_at <= ${NOW.toISOString()}::timestamptz)
        and id = any(${`{${[...shown].join(',')}}`}::int[])`);
    expect(hiddenOrClosed).toBe(0);
    // A day later the vacancy closing tomorrow has gone from both.
    const later = new Date(NOW.getTime() + 2 * 86_400_000);
    const query = parse({});
    const fromMemory = await listVacancies(deps(), query, { kind: 'public', now: later }, { snapshot: view });
    expect(fromMemory).toEqual(await listVacancies(deps(), query, { kind: 'public', now: later }));
  });

  it('is used only from the version it was loaded under, and loads the next in the background', async () => {
    let version = 3;
    const snapshots = createSearchSnapshots(
      handle.db,
      async () => version,
      (error) => {
        throw error;
      },
    );
    expect(snapshots.at(3)).toBeNull();
    const loaded = await snapshots.refresh();
    expect(snapshots.at(3)).toBe(loaded);
    expect(snapshots.at(2)).toBe(loaded);
    version = 4;
    // Too old for a request that read version 4: the database answers it.
    expect(snapshots.at(4)).toBeNull();
    expect((await snapshots.refresh()).snapshot.version).toBe(4);
    expect(snapshots.at(4)?.snapshot.version).toBe(4);
  });
});
