import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import { VacancyListQuerySchema } from '../../../shared/contract/vacancy.contract';
import type { DatabaseHandle } from '../../db/client';
import { DEMO_ADMIN, seedDemo } from '../../demo/seed-demo';
import { listVacancies } from './list-vacancies';

const NOW = new Date('2026-11-20T09:00:00Z');
const KAZAN = 151;
const TOMSK = 127;
const PYTHON_IN_KAZAN = 15;

/**
 * What people type, on the demo board of issue 26 (2 000 vacancies, 200 companies, seed 1): each
 * search finds what a person would expect (docs/decisions/060), counted exactly.
 */
describeOnDatabases('search examples on the demo board', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
    await seedDemo(handle.db, {
      vacancies: 2_000,
      companies: 200,
      seed: 1,
      reset: false,
      admin: DEMO_ADMIN,
      now: NOW,
    });
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  const search = async (text: string, filters: Record<string, string> = {}) => {
    const page = await listVacancies(
      { db: handle.db, now: () => NOW },
      v.parse(VacancyListQuerySchema, { ...(text ? { text } : {}), limit: '50', ...filters }),
      { kind: 'public', now: NOW },
      { facets: false },
    );
    return { total: page.total, titles: page.items.map((item) => item.title) };
  };

  /** Visible vacancies carrying the tag, counted straight from the tables. */
  const tagged = async (tag: string) => {
    const result = (await handle.db.execute(sql`select count(*)::int as n from vacancies v
      join vacancy_tags vt on vt.vacancy_id = v.id join tags t on t.id = vt.tag_id
      join companies c on c.id = v.company_id
      where t.name = ${tag} and v.status = 'published' and v.hidden_at is null and c.status = 'approved'
        and (v.expires_at is null or v.expires_at > ${NOW.toISOString()}::timestamptz)`)) as unknown as {
      rows: { n: number }[];
    };
    return Number(result.rows[0]?.n);
  };

  /** Visible vacancies in the city, counted straight from the tables. */
  const inCity = async (city: string) => {
    const result = (await handle.db.execute(sql`select count(*)::int as n from vacancies v
      join reference.cities ci on ci.id = v.city_id join companies c on c.id = v.company_id
      where ci.name = ${city} and v.status = 'published' and v.hidden_at is null and c.status = 'approved'
        and (v.expires_at is null or v.expires_at > ${NOW.toISOString()}::timestamptz)`)) as unknown as {
      rows: { n: number }[];
    };
    return Number(result.rows[0]?.n);
  };

  it('finds a city by its name in the text, and by the places filter (docs/decisions/061)', async () => {
    expect(await inCity('Казань')).toBe(KAZAN);
    // The city is in the index: typed into the search box, it finds every vacancy in Kazan.
    expect((await search('Казань')).total).toBe(KAZAN);
    expect((await search('', { city: 'Казань' })).total).toBe(KAZAN);
    expect((await search('', { city: 'казань' })).total).toBe(KAZAN);
    expect((await search('', { city: '928' })).total).toBe(KAZAN);
    expect((await search('', { region: 'Республика Татарстан' })).total).toBe(KAZAN);
    expect(await inCity('Томск')).toBe(TOMSK);
    expect((await search('', { city: 'Казань,Томск' })).total).toBe(KAZAN + TOMSK);
    expect((await search('python', { city: 'Казань' })).total).toBe(PYTHON_IN_KAZAN);
    await expect(search('', { city: 'Атлантида' })).rejects.toThrow('unknown city: Атлантида');
  });

  it('puts the nearest first «Рядом со мной», within reach of the point', async () => {
    // At the Kremlin of Kazan: the demo's only city within reach is Kazan itself.
    const near = await search('', { sort: 'distance', near: '55.7988,49.1064' });
    expect(near.total).toBe(KAZAN);
    // From Tomsk's centre: Tomsk, and Novosibirsk 210 km away; the nearest offices first.
    const tomsk = await listVacancies(
      { db: handle.db, now: () => NOW },
      v.parse(VacancyListQuerySchema, { sort: 'distance', near: '56.4847,84.9482', limit: '50' }),
      { kind: 'public', now: NOW },
      { facets: false },
    );
    expect(tomsk.total).toBe(TOMSK + (await inCity('Новосибирск')));
    expect(tomsk.items.every((item) => item.city?.name === 'Томск')).toBe(true);
    const km = tomsk.items.map((item) =>
      Math.hypot(
        (item.lat ?? 0) - 56.4847,
        ((item.lng ?? 0) - 84.9482) * Math.cos((56.4847 * Math.PI) / 180),
      ),
    );
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  it('finds a hyphenated word by its parts, wherever they stand', async () => {
    const hyphenated = await search('Python-разработчик');
    expect(hyphenated.total).toBe(40);
    expect((await search('разработчик python')).total).toBe(40);
    expect((await search('python разработчик')).titles).toEqual(hyphenated.titles);
  });

  it('keeps C#, C++ and the tags apart: «C#» is not «C++», and a tag alone is found', async () => {
    expect(await tagged('C#')).toBe(22);
    const csharp = await search('C#');
    expect(csharp.total).toBe(22);
    expect((await search('c#')).total).toBe(22);
    // C++ is tagged on 42, and named in the texts of 25 more.
    expect(await tagged('C++')).toBe(42);
    expect((await search('C++')).total).toBe(67);
    expect(await tagged('Kotlin')).toBe(36);
    expect((await search('Kotlin')).total).toBe(36);
  });

  it('finds a company by its name, with or without its legal form', async () => {
    const named = await search('ТехноЛаб');
    expect(named.total).toBe(14);
    expect((await search('ооо технолаб')).total).toBe(14);
  });

  it('reads the Russian spellings of technologies as the technologies (the synonyms)', async () => {
    const python = await search('python');
    expect(python.total).toBe(138);
    expect(await search('питон')).toEqual(python);
    expect(await search('джава')).toEqual(await search('java'));
    // A synonym widens a search, never narrows it: «питон» finds what «python» finds, not less.
    expect((await search('питон разработчик')).total).toBe((await search('python разработчик')).total);
  });
});
