import { beforeAll, expect, it } from 'vitest';
import { insertVacancy } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { SEARCH_BRANCHES_MAX, SEARCH_TERMS_MAX, searchCostError } from '../../shared/contract/search-cost';
import { messages } from '../../shared/messages';
import { SEARCH_RATE_LIMIT } from './vacancy.routes';

describeOnDatabases('GET /api/vacancy/getItems: what a search may cost', (target) => {
  const suite = useBoardSuite(target);

  beforeAll(async () => {
    for (let index = 0; index < 5; index += 1) {
      await insertVacancy(suite.database.db, suite.t.clock.now(), {
        companyId: suite.board.owner.id,
        title: `Стажёр-аналитик ${index}`,
        hoursAgo: index + 1,
      });
    }
  });

  const get = (query: string) => suite.t.api('GET', `/api/vacancy/getItems?${query}`);
  const search = (text: string) => get(new URLSearchParams({ text }).toString());
  // Each test starts a fresh rate-limit window.
  const nextWindow = () => suite.t.clock.advance(SEARCH_RATE_LIMIT.windowMs);

  it('refuses too many words or OR branches with a Russian 400 that says what to do', async () => {
    nextWindow();
    const words = (count: number) => Array.from({ length: count }, (_, i) => `слово${i}`).join(' ');
    const branches = (count: number) => Array.from({ length: count }, (_, i) => `стажёр${i}`).join(' or ');
    const refused = [
      words(SEARCH_TERMS_MAX + 1),
      branches(SEARCH_BRANCHES_MAX + 1),
      // Punctuation does not hide terms: each run of letters is a lexeme to look up.
      Array.from({ length: SEARCH_TERMS_MAX + 1 }, () => 'аб').join('-'),
    ];
    for (const text of refused) {
      const response = await search(text);
      expect(response.status, text).toBe(400);
      expect(response.body.message).toBe(messages.invalidInput);
      expect(response.body.errors).toEqual({ text: searchCostError(text) });
      expect(searchCostError(text)).toMatch(/^Слишком (длинный запрос|много вариантов)/);
    }
    // The limits themselves are admitted, and a quoted «or» is a word of a phrase.
    for (const text of [words(SEARCH_TERMS_MAX), branches(SEARCH_BRANCHES_MAX), '"стажёр or аналитик"']) {
      expect((await search(text)).status, text).toBe(200);
    }
  });

  it('refuses a cursor it did not write, or one of another sort, and follows its own', async () => {
    nextWindow();
    for (const after of [
      'abc',
      Buffer.from('r.5000').toString('base64url'),
      Buffer.from('n.12.x').toString('base64url'),
      '%%%',
    ]) {
      const response = await get(`after=${encodeURIComponent(after)}`);
      expect(response.status, after).toBe(400);
      expect(response.body.errors).toEqual({ after: expect.stringContaining('откройте поиск заново') });
    }
    const first = await get('limit=2');
    const next = (first.body.data as { next: string }).next;
    expect(next).toEqual(expect.any(String));
    expect((await get(`limit=2&sort=salary&after=${next}`)).status).toBe(400);
    const second = await get(`limit=2&page=2&after=${next}`);
    expect(second.status).toBe(200);
    const titles = (second.body.data as { items: { title: string }[] }).items.map((item) => item.title);
    expect(titles).toEqual(['Стажёр-аналитик 2', 'Стажёр-аналитик 3']);
  });

  it('answers 429 in Russian to too many uncached searches from one address; cached ones still come', async () => {
    nextWindow();
    expect((await get('limit=1')).status).toBe(200);
    for (let index = 1; index < SEARCH_RATE_LIMIT.limit; index += 1) {
      expect((await get(`limit=1&salaryFrom=${index}`)).status).toBe(200);
    }
    const refused = await get('limit=1&salaryFrom=999999');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Слишком много разных поисков подряд\. Попробуйте снова через 1 минуту/,
    );
    expect(refused.headers.get('retry-after')).toBe('60');
    // An answer already computed costs nothing: it is served as before.
    expect((await get('limit=1')).status).toBe(200);
    nextWindow();
    expect((await get('limit=1&salaryFrom=999999')).status).toBe(200);
  });
});
