import * as v from 'valibot';
import { beforeAll, expect, it } from 'vitest';
import {
  type Catalogue,
  insertVacancy,
  type Role,
  seedCatalogue,
} from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { VacancyPageSchema } from '../../shared/contract/vacancy.contract';
import { messages } from '../../shared/messages';
import { companies } from '../db/schema';

type PageData = v.InferOutput<typeof VacancyPageSchema>;

describeOnDatabases('GET /api/vacancy/getItems', (target) => {
  const suite = useBoardSuite(target);
  let ids: Catalogue;

  beforeAll(async () => {
    ids = await seedCatalogue(suite.database.db, suite.board, suite.t.clock.now());
  });

  const list = async (query: string, role: Role = 'guest') => {
    const response = await suite.t.api('GET', `/api/vacancy/getItems${query}`, {
      cookie: suite.cookies[role],
    });
    return { ...response, data: response.body.data as PageData };
  };
  const idsOf = (data: PageData) => data.items.map((item) => item.id);
  const named = (...names: (keyof Catalogue)[]) => names.map((name) => ids[name]);

  it('shows everyone only published vacancies of approved companies, newest first', async () => {
    for (const role of ['guest', 'student', 'owner', 'other', 'pending', 'admin'] as const) {
      const { status, data } = await list('', role);
      expect(status, role).toBe(200);
      expect(idsOf(data), role).toEqual(named('intern', 'analyst', 'java', 'tester'));
      expect(data).toMatchObject({ total: 4, page: 1, hasMore: false });
    }
    // A status filter does not open the public list.
    expect(idsOf((await list('?status=draft,archived')).data)).toEqual(
      named('intern', 'analyst', 'java', 'tester'),
    );
  });

  it('answers items in the contract shape, with tags, company, type and a plain snippet', async () => {
    const { data } = await list('');
    expect(() => v.parse(VacancyPageSchema, data)).not.toThrow();
    const analyst = data.items[1];
    expect(analyst).toMatchObject({
      title: 'Аналитик данных',
      company: { id: suite.board.owner.id, name: 'ООО «Ромашка»', logoUrl: null },
      vacancyType: { id: suite.board.types.job.id, name: 'Работа' },
      salary: { from: 120_000, to: null, currency: 'RUR', gross: false },
      flags: { forGraduates: true, suitsPractice: false },
      status: 'published',
      snippet: 'Отчёты и дашборды.',
      publishedAt: new Date(suite.t.clock.now().getTime() - 2 * 3_600_000).toISOString(),
    });
    // Tags in the dictionary's order (Python before SQL by position).
    expect(analyst?.tags.map((tag) => tag.name)).toEqual(['Python', 'SQL']);
    expect(data.items[0]?.snippet).toBe('Python на уровне учебных проектов.');
  });

  it('finds Russian word forms: «стажировки программистов» finds «Стажировка для программиста»', async () => {
    const { data } = await list(`?text=${encodeURIComponent('стажировки программистов')}`);
    expect(idsOf(data)).toEqual(named('intern'));
    expect(idsOf((await list(`?text=${encodeURIComponent('аналитика')}`)).data)).toEqual(named('analyst'));
    // Stop words alone do not empty the list.
    expect((await list(`?text=${encodeURIComponent('для')}`)).data.total).toBe(4);
  });

  it('filters by type, by ANY of the tags, by salary, by employment, schedule and experience', async () => {
    const { types, tags } = suite.board;
    expect(idsOf((await list(`?type=${types.internship.id}`)).data)).toEqual(named('intern', 'tester'));
    expect(idsOf((await list(`?tags=${tags.python.id}`)).data)).toEqual(named('intern', 'analyst'));
    expect(idsOf((await list(`?tags=${tags.java.id},${tags.sql.id}`)).data)).toEqual(
      named('analyst', 'java'),
    );
    expect(idsOf((await list('?salaryFrom=60000')).data)).toEqual(named('intern', 'analyst'));
    expect(idsOf((await list('?salaryFrom=100000')).data)).toEqual(named('analyst'));
    expect(idsOf((await list('?salaryFrom=35000')).data)).toEqual(named('intern', 'analyst', 'tester'));
    expect(idsOf((await list('?employment=full')).data)).toEqual(named('analyst', 'java'));
    expect(idsOf((await list('?schedule=remote,shift')).data)).toEqual(named('analyst', 'tester'));
    expect(idsOf((await list('?experience=between1And3')).data)).toEqual(named('analyst', 'java'));
  });

  it('filters by student flags (all of them) and by company', async () => {
    expect(idsOf((await list('?flags=suitsPractice,combinableWithStudy')).data)).toEqual(named('intern'));
    expect(idsOf((await list('?flags=suitsPractice,forGraduates')).data)).toEqual([]);
    expect(idsOf((await list('?flags=firstYearFriendly')).data)).toEqual(named('tester'));
    expect(idsOf((await list(`?company=${suite.board.other.id}`)).data)).toEqual(named('java', 'tester'));
    expect(idsOf((await list(`?company=${suite.board.pending.id}`)).data)).toEqual([]);
  });

  it('sorts by salary (no salary last) and by newest when asked, even with text', async () => {
    expect(idsOf((await list('?sort=salary')).data)).toEqual(named('analyst', 'intern', 'tester', 'java'));
    const text = encodeURIComponent('программист or аналитик');
    expect(idsOf((await list(`?text=${text}&sort=newest`)).data)).toEqual(named('intern', 'analyst'));
    // Relevance without text is the newest order.
    expect(idsOf((await list('?sort=relevance')).data)).toEqual(named('intern', 'analyst', 'java', 'tester'));
  });

  it('ranks by relevance: a title match before a match in the description', async () => {
    const company = await insertCompany('Гамма-релевантность');
    const inTitle = await insertVacancy(suite.database.db, suite.t.clock.now(), {
      companyId: company,
      title: 'Дизайнер интерфейсов',
      hoursAgo: 10,
    });
    const inText = await insertVacancy(suite.database.db, suite.t.clock.now(), {
      companyId: company,
      title: 'Менеджер',
      description: 'Поможете дизайнеру с задачами.',
      hoursAgo: 5,
    });
    const { data } = await list(`?text=${encodeURIComponent('дизайнеры')}&company=${company}`);
    expect(idsOf(data)).toEqual([inTitle.id, inText.id]);
  });

  it('pages every sort stably: no duplicates, nothing lost, hasMore until the end', async () => {
    const company = await insertCompany('Гамма-страницы');
    const made: number[] = [];
    for (let index = 0; index < 13; index += 1) {
      // Equal dates, equal salaries, equal texts: only the id tells them apart.
      const row = await insertVacancy(suite.database.db, suite.t.clock.now(), {
        companyId: company,
        title: 'Курьер на велосипеде',
        salaryFrom: 40_000,
        hoursAgo: 6,
      });
      made.push(row.id);
    }
    for (const sort of ['newest', 'salary', 'relevance']) {
      const seen: number[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const query = `?company=${company}&sort=${sort}&text=${encodeURIComponent('курьеры')}&limit=5&page=${page}`;
        const { data } = await list(query);
        expect(data.total).toBe(13);
        expect(data.hasMore, `${sort} page ${page}`).toBe(page < 3);
        seen.push(...idsOf(data));
      }
      expect(new Set(seen).size, sort).toBe(13);
      expect(
        [...seen].sort((a, b) => a - b),
        sort,
      ).toEqual(made);
      expect(seen, sort).toEqual([...made].sort((a, b) => b - a));
    }
    // Past the end: an empty page, not an error.
    const beyond = await list(`?company=${company}&limit=5&page=9`);
    expect(beyond.data).toEqual({ items: [], total: 13, page: 9, hasMore: false });
  });

  it('bounds limit and page and refuses malformed filters with 400 and Russian field errors', async () => {
    const cases: [string, string][] = [
      ['?limit=51', 'limit'],
      ['?limit=0', 'limit'],
      ['?page=0', 'page'],
      ['?page=101', 'page'],
      ['?salaryFrom=много', 'salaryFrom'],
      ['?sort=random', 'sort'],
      ['?tags=1,x', 'tags'],
      ['?employment=slave', 'employment'],
      ['?scope=everything', 'scope'],
    ];
    for (const [query, field] of cases) {
      const response = await list(query);
      expect(response.status, query).toBe(400);
      expect(response.body.message).toBe(messages.invalidInput);
      expect(Object.keys(response.body.errors as object), query).toEqual([field]);
    }
    const tooMany = await list('?limit=51');
    expect((tooMany.body.errors as Record<string, string>).limit).toBe('Размер страницы не больше 50.');
    expect((await list('?limit=50')).status).toBe(200);
  });

  async function insertCompany(name: string): Promise<number> {
    const [row] = await suite.database.db
      .insert(companies)
      .values({ email: `${name}@example.ru`, passwordHash: 'x', name, status: 'approved' })
      .returning();
    if (!row) throw new Error('insert failed');
    return row.id;
  }
});
