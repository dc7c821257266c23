import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { beforeAll, expect, it } from 'vitest';
import { insertVacancy, seedCatalogue } from '../../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../../tests/helpers/board-suite';
import { insertSubscription } from '../../../../tests/helpers/subscription-fixtures';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import { SubscriptionQuerySchema } from '../../../shared/contract/subscription.contract';
import { EMPLOYMENTS, EXPERIENCES, SCHEDULES, STUDENT_FLAGS } from '../../../shared/dictionaries';
import { currencyRates, subscriptions } from '../../db/schema';
import { writeSynonymStart } from '../search-synonyms/synonym-start';
import { matchVacancy } from './match-vacancy';

const HOUR = 3_600_000;
const TITLES = [
  'Стажировка для программиста',
  'Стажёр-аналитик данных',
  'Python-разработчик',
  'Java-разработчик',
  'Тестировщик',
  'Программист 1С',
  'Аналитик',
  'Стажировки в маркетинге',
  'Дизайнер интерфейсов',
  // Technology names and hyphens (docs/decisions/060).
  'C#-разработчик',
  'Разработчик C++',
  'Backend на Node.js и .NET',
  'IT-специалист',
];
const REQUIREMENTS = ['Python и SQL.', 'Знание Java.', 'Опыт не нужен.', 'Аналитика данных.', 'C# и F#.', ''];
const TEXTS = [
  'стажировка',
  'стажировки python',
  'программист',
  'программисты',
  'аналитика данных',
  'python -java',
  '"аналитик данных"',
  'java or python',
  // The Russian OR (docs/decisions/056), and a quoted «или», which stays a word of the phrase.
  'аналитик ИЛИ дизайнер -java',
  '"python или java"',
  'для и',
  'маркетинг',
  'разработчик',
  // Required words (match_words, migration 0019): none under OR or negation, phrases in full.
  'стажировка -python',
  '-java',
  'python sql',
  '-"аналитик данных" python',
  // Technology names, hyphens split in the query, tags and the company's name in the index,
  // synonyms (docs/decisions/060).
  'C#',
  'c++ -java',
  'node.js',
  'python-разработчик',
  'разработчик-python',
  'питон',
  'джава или питон',
  'sql',
  'ромашка',
  'айти',
  'it специалист',
  'казань',
];

/** A random list address, in the string form /api/vacancy/getItems takes. */
function queryArbitrary(ids: { types: number[]; tags: number[]; companies: number[] }) {
  const list = <T extends string>(values: readonly T[]) =>
    fc
      .uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 3 })
      .map((items) => items.join(','));
  // Each filter in about one query of three: enough overlap that most queries list something.
  const sometimes = (arbitrary: fc.Arbitrary<string>) =>
    fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
  const fields = {
    text: fc.constantFrom(...TEXTS),
    type: fc.constantFrom(...ids.types).map(String),
    tags: list(ids.tags.map(String)),
    salaryFrom: fc.constantFrom('30000', '60000', '100000').map(String),
    employment: list(EMPLOYMENTS),
    schedule: list(SCHEDULES),
    experience: list(EXPERIENCES),
    flags: fc
      .uniqueArray(fc.constantFrom(...STUDENT_FLAGS), { minLength: 1, maxLength: 2 })
      .map((f) => f.join(',')),
    company: fc.constantFrom(...ids.companies).map(String),
    // Places (docs/decisions/061): names in any case, ids, regions; the trigger resolves them alike.
    city: list(['Казань', 'казань', 'Москва', '968']),
    region: list(['Москва', 'Республика Татарстан', 'Томская область']),
  };
  const optional = Object.fromEntries(
    Object.entries(fields).map(([key, arbitrary]) => [key, sometimes(arbitrary)]),
  ) as { [K in keyof typeof fields]: fc.Arbitrary<string | undefined> };
  return fc.record(optional).map((query) => {
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params[key] = value;
    return params;
  });
}

describeOnDatabases('matching a vacancy against saved searches = the list with their filters', (target) => {
  const suite = useBoardSuite(target);
  const vacancyIds: number[] = [];

  beforeAll(async () => {
    const { db } = suite.database;
    const now = suite.t.clock.now();
    const { owner, other, pending, types, tags } = suite.board;
    vacancyIds.push(...Object.values(await seedCatalogue(db, suite.board, now)));
    // The synonyms widen both sides alike (docs/decisions/060): the start a first admin brings.
    await writeSynonymStart(db);
    // Dollars convert at a rate (set before the vacancies: the trigger reads it as each is written),
    // so «Зарплата от» compares them with roubles; euros have none and drop out of a salary wish
    // (docs/decisions/063).
    await db.insert(currencyRates).values({ currency: 'USD', roubles: '1.5' });
    // Random vacancies from a fixed seed: the same board on every run.
    const pick = fc.sample(
      fc.record({
        title: fc.constantFrom(...TITLES),
        requirements: fc.constantFrom(...REQUIREMENTS),
        companyId: fc.constantFrom(owner.id, owner.id, other.id, pending.id),
        vacancyTypeId: fc.constantFrom(types.internship.id, types.job.id, null),
        tagIds: fc.uniqueArray(fc.constantFrom(tags.python.id, tags.java.id, tags.sql.id), { maxLength: 2 }),
        // Kazan, Moscow, Tomsk, or none (remote).
        cityId: fc.constantFrom(928, 510, 968, null),
        salaryFrom: fc.constantFrom(null, 20_000, 50_000, 90_000),
        salaryTo: fc.constantFrom(null, 40_000, 70_000, 150_000),
        salaryCurrency: fc.constantFrom('RUR', 'RUR', 'USD', 'EUR'),
        salaryGross: fc.boolean(),
        employment: fc.constantFrom(...EMPLOYMENTS),
        schedule: fc.constantFrom(...SCHEDULES),
        experience: fc.constantFrom(...EXPERIENCES),
        suitsPractice: fc.boolean(),
        combinableWithStudy: fc.boolean(),
        firstYearFriendly: fc.boolean(),
        forGraduates: fc.boolean(),
        status: fc.constantFrom('published', 'published', 'published', 'draft', 'archived'),
        expired: fc.boolean(),
        hoursAgo: fc.integer({ min: 1, max: 300 }),
      }),
      { seed: 13, numRuns: 30 },
    );
    for (const { expired, ...values } of pick) {
      const row = await insertVacancy(db, now, {
        ...values,
        ...(expired && values.hoursAgo % 2 === 0 ? { expiresAt: new Date(now.getTime() - HOUR) } : {}),
      });
      vacancyIds.push(row.id);
    }
  });

  it('finds exactly the subscriptions whose list would show the vacancy', async () => {
    const { db } = suite.database;
    const { owner, other, pending, types, tags, student } = suite.board;
    const ids = {
      types: [types.internship.id, types.job.id],
      tags: [tags.python.id, tags.java.id, tags.sql.id],
      companies: [owner.id, other.id, pending.id],
    };
    // 60 random list addresses from a fixed seed, all saved at once: each vacancy is matched once
    // against every search, so a search must be found by its own rules among the others.
    const cases = fc.sample(fc.tuple(queryArbitrary(ids), fc.boolean()), { seed: 2026, numRuns: 60 });
    const saved: { params: Record<string, string>; id: number }[] = [];
    try {
      for (const [params, parsedForm] of cases) {
        const parsed = v.parse(SubscriptionQuerySchema, params);
        // Stored either way: the matcher must read both (the trigger in migration 0017).
        const row = await insertSubscription(db, {
          studentId: student.id,
          query: parsedForm ? (parsed as Record<string, unknown>) : params,
        });
        saved.push({ params, id: row.id });
      }
      const matched = new Map<number, number[]>(saved.map((search) => [search.id, []]));
      for (const id of vacancyIds) {
        for (const subscriptionId of new Set(await matchVacancy(db, id, suite.t.clock.now()))) {
          const found = matched.get(subscriptionId);
          if (!found)
            throw new Error(`vacancy ${id} matched subscription ${subscriptionId}, not one of the test's`);
          found.push(id);
        }
      }
      const mismatches: { params: Record<string, string>; matched: number[]; listed: number[] }[] = [];
      let nonEmpty = 0;
      for (const { params, id } of saved) {
        const response = await suite.t.api(
          'GET',
          `/api/vacancy/getItems?${new URLSearchParams({ ...params, limit: '50' })}`,
          { cookie: suite.cookies.student },
        );
        expect(response.status).toBe(200);
        const data = response.body.data as { items: { id: number }[]; hasMore: boolean };
        expect(data.hasMore).toBe(false);
        const listed = data.items
          .map((item) => item.id)
          .filter((vacancyId) => vacancyIds.includes(vacancyId))
          .sort((a, b) => a - b);
        const found = (matched.get(id) ?? []).sort((a, b) => a - b);
        if (JSON.stringify(found) !== JSON.stringify(listed))
          mismatches.push({ params, matched: found, listed });
        if (listed.length > 0) nonEmpty += 1;
      }
      expect(mismatches).toEqual([]);
      // The property would hold trivially if nothing ever matched: most searches must find something.
      expect(nonEmpty).toBeGreaterThan(15);
    } finally {
      await db.delete(subscriptions).where(
        inArray(
          subscriptions.id,
          saved.map((search) => search.id),
        ),
      );
    }
  });
});
