import { describe, expect, it } from 'vitest';
import { normaliseQuery, queryParams } from './subscription-query';

describe('a saved search’s canonical form', () => {
  it('keeps a salary of 0: the list with salaryFrom=0 leaves out vacancies without one', () => {
    expect(normaliseQuery({ salaryFrom: 0 })).toEqual({ salaryFrom: 0 });
    expect(queryParams({ salaryFrom: 0 })).toEqual({ salaryFrom: '0' });
  });

  it('drops empty filters, squeezes the text and sorts the lists', () => {
    expect(
      normaliseQuery({ text: '  стажировка   python ', tags: [7, 3], employment: [], schedule: ['remote'] }),
    ).toEqual({ text: 'стажировка python', tags: [3, 7], schedule: ['remote'] });
  });

  it('writes the address in the list’s own order, whatever order jsonb returns', () => {
    expect(Object.keys(queryParams({ tags: [3], text: 'python', type: 2 }))).toEqual([
      'text',
      'type',
      'tags',
    ]);
  });
});
