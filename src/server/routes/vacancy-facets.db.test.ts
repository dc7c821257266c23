import { beforeAll, expect, it } from 'vitest';
import { insertVacancy, seedCatalogue } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { VacancyPage } from '../../shared/contract/vacancy.contract';

/**
 * The chips' counts follow the search (docs/decisions/019): each facet applies every filter but
 * its own. Catalogue: intern (Стажировка; Python), analyst (Работа; SQL, Python), java (Работа;
 * Java), tester (Стажировка; no tags), plus a draft, an archived one and a pending company's.
 */
describeOnDatabases('facet counts of GET /api/vacancy/getItems', (target) => {
  const suite = useBoardSuite(target);

  beforeAll(async () => {
    await seedCatalogue(suite.database.db, suite.board, suite.t.clock.now());
  });

  const page = async (query: string, cookie = '') => {
    const response = await suite.t.api('GET', `/api/vacancy/getItems${query}`, { cookie });
    expect(response.status).toBe(200);
    return response.body.data as VacancyPage;
  };
  /** Facets as readable `name:count` lists, in the dictionary's order. */
  const facets = async (query: string) => {
    const data = await page(query);
    const { types, tags } = suite.board;
    const typeNames = new Map([
      [types.internship.id, 'Стажировка'],
      [types.job.id, 'Работа'],
    ]);
    const tagNames = new Map([
      [tags.python.id, 'Python'],
      [tags.java.id, 'Java'],
      [tags.sql.id, 'SQL'],
    ]);
    const read = (rows: { id: number; count: number }[] | undefined, names: Map<number, string>) =>
      [...names].flatMap(([id, name]) => {
        const count = rows?.find((row) => row.id === id)?.count;
        return count === undefined ? [] : [`${name}:${count}`];
      });
    return {
      total: data.total,
      types: read(data.facets?.types, typeNames),
      tags: read(data.facets?.tags, tagNames),
    };
  };

  it('counts only vacancies students can see when nothing is chosen', async () => {
    expect(await facets('')).toEqual({
      total: 4,
      types: ['Стажировка:2', 'Работа:2'],
      tags: ['Python:2', 'Java:1', 'SQL:1'],
    });
  });

  it('follows the search text', async () => {
    expect(await facets(`?text=${encodeURIComponent('аналитика')}`)).toEqual({
      total: 1,
      types: ['Работа:1'],
      tags: ['Python:1', 'SQL:1'],
    });
  });

  it('counts types without the type filter and tags without the tag filter', async () => {
    expect(await facets(`?type=${suite.board.types.job.id}`)).toEqual({
      total: 2,
      types: ['Стажировка:2', 'Работа:2'],
      tags: ['Python:1', 'Java:1', 'SQL:1'],
    });
    expect(await facets(`?tags=${suite.board.tags.python.id}`)).toEqual({
      total: 2,
      types: ['Стажировка:1', 'Работа:1'],
      tags: ['Python:2', 'Java:1', 'SQL:1'],
    });
  });

  it('applies the panel filters to both facets', async () => {
    expect(await facets('?experience=between1And3')).toEqual({
      total: 2,
      types: ['Работа:2'],
      tags: ['Python:1', 'Java:1', 'SQL:1'],
    });
    expect(await facets('?employment=part')).toEqual({ total: 1, types: ['Стажировка:1'], tags: [] });
  });

  it('comes with the first page only, and not on company or admin boards', async () => {
    expect((await page('?limit=1')).facets).toBeDefined();
    expect((await page('?limit=1&page=2')).facets).toBeUndefined();
    expect((await page('?scope=own', suite.cookies.owner)).facets).toBeUndefined();
    expect((await page('?scope=all', suite.cookies.admin)).facets).toBeUndefined();
  });

  it('changes after a write although the answer is cached', async () => {
    await page('');
    await insertVacancy(suite.database.db, suite.t.clock.now(), {
      companyId: suite.board.other.id,
      title: 'Ещё одна стажировка',
      vacancyTypeId: suite.board.types.internship.id,
      tagIds: [suite.board.tags.java.id],
    });
    expect(await facets('')).toEqual({
      total: 5,
      types: ['Стажировка:3', 'Работа:2'],
      tags: ['Python:2', 'Java:2', 'SQL:1'],
    });
  });
});
