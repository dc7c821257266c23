import { expect, it } from 'vitest';
import { vacancyInput } from '../helpers/board-fixtures';
import { useBoardSuite } from '../helpers/board-suite';
import { describeOnDatabases } from '../helpers/test-database';

/**
 * Ways round the publishing rule (publishProblems, src/shared/contract/vacancy-input.contract.ts):
 * a description padded to length with blanks or invisible characters, an address of spaces, and
 * the board's tab counts asked about another company's vacancy or with wildcards.
 */
describeOnDatabases('hostile input: the publishing rule and the filtered counts', (target) => {
  const suite = useBoardSuite(target);
  const publish = (overrides: Record<string, unknown>) =>
    suite.t.api('POST', '/api/vacancy/', {
      cookie: suite.cookies.owner,
      json: vacancyInput({ ...overrides, publish: true }),
    });

  it.each([
    ['spaces', `Стажёр ${' '.repeat(120)} нужен`],
    ['line breaks', `Стажёр${'\n'.repeat(120)}нужен`],
    ['zero-width spaces', `Стажёр ${'\u200b'.repeat(120)} нужен`],
    ['soft hyphens', `Стажёр ${'\u00ad'.repeat(120)} нужен`],
  ])('a description padded with %s does not publish', async (_name, description) => {
    const answer = await publish({ description });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ description: expect.stringMatching(/из 100 символов/) });
  });

  it('an address of blanks is no address', async () => {
    const answer = await publish({ address: '   ' });
    expect(answer.status).toBe(400);
    // Said at the city, the place's first field in the form.
    expect(answer.body.errors).toEqual({ cityId: expect.stringContaining('Укажите город или адрес') });
  });

  it('the tab counts of another company’s vacancy, or of a wildcard search, count nothing of theirs', async () => {
    const counts = async (query: string) => {
      const answer = await suite.t.api('GET', `/api/application/summary${query}`, {
        cookie: suite.cookies.other,
      });
      expect(answer.status).toBe(200);
      const { byStatus } = answer.body.data as { byStatus: Record<string, number> };
      return Object.values(byStatus).reduce((sum, count) => sum + count, 0);
    };
    const created = await publish({});
    const id = (created.body.data as { id: number }).id;
    expect(await counts(`?vacancyId=${id}`)).toBe(0);
    expect(await counts('?text=%25')).toBe(0);
    expect(await counts(`?companyId=${suite.board.owner.id}`)).toBe(0);
  });
});
