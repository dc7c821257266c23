import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, expect, it } from 'vitest';
import { useBoardSuite } from '../../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import {
  TOTAL_CAP,
  type VacancyListQuery,
  VacancyListQuerySchema,
} from '../../../shared/contract/vacancy.contract';
import { bumpCacheVersions, CACHE_AREAS } from '../../cache/cache-versions';
import { companies, vacancies, vacancyTags } from '../../db/schema';
import { relevanceSql } from '../vacancy-search/text-rank';
import { listVacancies } from './list-vacancies';
import { effectiveSort, resolveSearch, type VacancyScope, vacancyConditions } from './vacancy-filters';

/** More published vacancies than the list counts, so every capped path is taken. */
const SIZE = 2 * TOTAL_CAP;
const HOUR = 3_600_000;
/** Each walk reads every page of ~1 400 matches twice: on a busy 2-core machine PGlite needs time. */
const WALK_TIMEOUT_MS = 120_000;

/**
 * The list as it was before totals were capped (docs/decisions/029): every match counted and
 * sorted by the same rules (`published_at desc nulls last`, salaries likewise, relevance over all
 * matches), written out here independently of vacancy-order.ts.
 */
async function reference(
  db: Parameters<typeof listVacancies>[0]['db'],
  query: VacancyListQuery,
  scope: VacancyScope,
) {
  const resolved = await resolveSearch(db, query);
  const { parsed } = resolved;
  const newest =
    scope.kind === 'public'
      ? sql`${vacancies.publishedAt} desc nulls last`
      : sql`${vacancies.publishedAt} desc nulls first`;
  const order: SQL[] = {
    relevance: [
      // The words' parts (docs/decisions/065-search-in-memory.md): the one expression both paths agree on.
      desc(parsed === null ? sql`0` : relevanceSql(parsed)),
      newest,
      desc(vacancies.id),
    ],
    salary: [
      // Roubles «на руки» (gross less 13 %), then other currencies by amount, then no salary.
      sql`(coalesce(${vacancies.salaryTo}, ${vacancies.salaryFrom}) is null)`,
      sql`(${vacancies.salaryCurrency} <> 'RUR' and coalesce(${vacancies.salaryTo}, ${vacancies.salaryFrom}) is not null)`,
      sql`coalesce(${vacancies.salaryTo}, ${vacancies.salaryFrom}) * case when ${vacancies.salaryCurrency} = 'RUR' and ${vacancies.salaryGross} then 0.87 else 1 end desc`,
      desc(vacancies.id),
    ],
    newest: [newest, desc(vacancies.id)],
    // The nearest first: the vacancy's own point, else its city's centre (flat map, km).
    distance: [
      sql`(select power(coalesce(${vacancies.lat}, c.lat) - ${query.near?.[0] ?? 0}, 2)
        + power((coalesce(${vacancies.lng}, c.lng) - ${query.near?.[1] ?? 0}) * cos(radians(${query.near?.[0] ?? 0})), 2)
        from reference.cities c where c.id = ${vacancies.cityId})`,
      newest,
      desc(vacancies.id),
    ],
  }[effectiveSort(query)];
  const rows = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(vacancyConditions(query, scope, resolved))
    .orderBy(...order);
  return rows.map((row) => row.id);
}

describeOnDatabases('listVacancies at more matches than it counts', (target) => {
  const suite = useBoardSuite(target);
  const now = () => suite.t.clock.now();
  const publicScope = (): VacancyScope => ({ kind: 'public', now: now() });
  const query = (params: Record<string, string>) => v.parse(VacancyListQuerySchema, params);
  const list = (params: Record<string, string>, scope = publicScope(), facets = false) =>
    listVacancies(suite.t.deps, query(params), scope, { facets });

  beforeAll(async () => {
    const { owner, other, pending, types, tags } = suite.board;
    // A deterministic spread: equal dates and salaries (only the id breaks ties), salaries
    // missing, drafts, archived and expired ones, a pending company, and published without a date.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor(seed / 65_536) % n;
    };
    const words = ['курьер', 'аналитик данных', 'стажёр-программист', 'дизайнер', 'тестировщик'];
    const rows = Array.from({ length: SIZE }, (_, index) => {
      const kind = next(20);
      const status = kind === 0 ? 'draft' : kind === 1 ? 'archived' : 'published';
      const salary = next(5) === 0 ? null : 20_000 + next(8) * 10_000;
      return {
        companyId: [owner.id, other.id, other.id, other.id, pending.id][next(5)] as number,
        title: `${words[next(words.length)]} ${index % 3 === 0 ? words[next(words.length)] : ''}`.trim(),
        description: words[next(words.length)] as string,
        vacancyTypeId: next(3) === 0 ? null : [types.internship.id, types.job.id][next(2)],
        salaryFrom: salary,
        salaryTo: salary !== null && next(2) === 0 ? salary + 15_000 : null,
        // Gross and other currencies, without new draws (the rest of the board stays as it was).
        salaryGross: index % 4 === 1,
        salaryCurrency: index % 11 === 0 ? 'USD' : 'RUR',
        employment: (['full', 'part', 'probation'] as const)[next(3)],
        suitsPractice: next(2) === 0,
        status,
        publishedAt:
          status === 'draft' || (status === 'published' && next(97) === 0)
            ? null
            : new Date(now().getTime() - (1 + next(400)) * HOUR),
        expiresAt: next(30) === 0 ? new Date(now().getTime() - HOUR) : null,
      } as const;
    });
    const inserted = await suite.database.db
      .insert(vacancies)
      .values(rows.map((row) => ({ ...row })))
      .returning({ id: vacancies.id });
    const tagIds = [tags.python.id, tags.java.id, tags.sql.id];
    const links = inserted.flatMap((row, index) =>
      tagIds
        .filter((_, tag) => (index + tag) % (tag + 2) === 0)
        .map((tagId) => ({ vacancyId: row.id, tagId })),
    );
    await suite.database.db.insert(vacancyTags).values(links);
    await bumpCacheVersions(suite.database.db, CACHE_AREAS);
    await suite.database.db.execute(sql`analyze vacancies, vacancy_tags`);
  });

  /** Every item of a search: page numbers as far as they go, or each page's `next`. */
  async function walk(params: Record<string, string>, by: 'offset' | 'keyset', scope = publicScope()) {
    const seen: number[] = [];
    let after: string | undefined;
    for (let page = 1; page <= 100; page += 1) {
      const answer = await list(
        { ...params, limit: '50', page: String(page), ...(by === 'keyset' && after ? { after } : {}) },
        scope,
      );
      seen.push(...answer.items.map((item) => item.id));
      if (!answer.hasMore) {
        expect(answer.next).toBeUndefined();
        break;
      }
      expect(answer.next).toBeDefined();
      after = answer.next;
    }
    return seen;
  }

  const searches: Record<string, string>[] = [
    {},
    { sort: 'salary' },
    { text: 'аналитик', sort: 'newest' },
    { employment: 'part,probation' },
    { flags: 'suitsPractice', sort: 'salary' },
    { text: 'курьер or дизайнер', sort: 'salary' },
    { salaryFrom: '60000' },
    // Relevance within the cap (a broader one: the next test).
    { text: 'тестировщик' },
  ];

  // One test per search: each walks every page twice (page numbers and cursors).
  for (const params of searches) {
    it(
      `returns the same items in the same order as counting every match: ${JSON.stringify(params)}`,
      async () => {
        const all = await reference(suite.database.db, query(params), publicScope());
        const first = await list(params);
        expect(first.total).toBe(Math.min(all.length, TOTAL_CAP));
        expect(first.totalCapped === true).toBe(all.length > TOTAL_CAP);
        // Page numbers reach 100 pages of 50; the cursor goes to the end.
        expect(await walk(params, 'offset')).toEqual(all.slice(0, 100 * 50));
        expect(await walk(params, 'keyset')).toEqual(all);
      },
      WALK_TIMEOUT_MS,
    );
  }

  it('has searches past the cap among those compared', async () => {
    let capped = 0;
    for (const params of searches) {
      if ((await reference(suite.database.db, query(params), publicScope())).length > TOTAL_CAP) capped += 1;
    }
    expect(capped).toBeGreaterThanOrEqual(2);
  });

  it(
    'ranks the newest matches of a broad search, then goes on newest-first',
    async () => {
      const params = { text: 'курьер or аналитик or дизайнер or тестировщик' };
      const newestFirst = await reference(
        suite.database.db,
        query({ ...params, sort: 'newest' }),
        publicScope(),
      );
      expect(newestFirst.length).toBeGreaterThan(TOTAL_CAP);
      const candidates = new Set(newestFirst.slice(0, TOTAL_CAP));
      const rankedAll = await reference(suite.database.db, query(params), publicScope());
      const expected = [...rankedAll.filter((id) => candidates.has(id)), ...newestFirst.slice(TOTAL_CAP)];
      expect(await walk(params, 'keyset')).toEqual(expected);
      expect(await walk(params, 'offset')).toEqual(expected.slice(0, 100 * 50));
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'pages a company board by cursor with drafts first, as before',
    async () => {
      const scope: VacancyScope = { kind: 'own', companyId: suite.board.other.id };
      const all = await reference(suite.database.db, query({}), scope);
      expect(all.length).toBeGreaterThan(100);
      expect(await walk({}, 'keyset', scope)).toEqual(all);
    },
    WALK_TIMEOUT_MS,
  );

  it('counts facets exactly up to the cap and says when they are partial', async () => {
    const { tags } = suite.board;
    const narrow = { text: 'тестировщик', employment: 'part', tags: String(tags.python.id) };
    const exact = await listVacancies(suite.t.deps, query(narrow), publicScope());
    expect(exact.facets?.partial).toBeUndefined();
    // The tag facet applies every filter but its own: count it the old way.
    const { tags: _own, ...others } = narrow;
    const base = query(others);
    const counted = await suite.database.db
      .select({ id: vacancyTags.tagId, count: sql<number>`count(*)::int` })
      .from(vacancyTags)
      .innerJoin(vacancies, eq(vacancies.id, vacancyTags.vacancyId))
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(and(vacancyConditions(base, publicScope(), await resolveSearch(suite.database.db, base))))
      .groupBy(vacancyTags.tagId)
      .orderBy(vacancyTags.tagId);
    expect(exact.facets?.tags).toEqual(counted);
    const broad = await listVacancies(suite.t.deps, query({}), publicScope());
    expect(broad.facets?.partial).toBe(true);
  });
});
