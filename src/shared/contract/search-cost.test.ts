import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SEARCH_BRANCHES_MAX, SEARCH_TERMS_MAX, searchCostError } from './search-cost';
import { VacancyListQuerySchema } from './vacancy.contract';

// A natural question of nine words, four of them prepositions and conjunctions PostgreSQL's
// Russian configuration drops before it looks anything up.
const NATURAL = 'стажировка для студентов без опыта в Москве и по python';

describe('what a search may cost', () => {
  it('does not count prepositions, conjunctions and particles as words', () => {
    expect(NATURAL.split(' ')).toHaveLength(10);
    expect(searchCostError(NATURAL)).toBeNull();
    expect(v.safeParse(VacancyListQuerySchema, { text: NATURAL }).success).toBe(true);
  });

  it('still refuses more meaningful words than the limit, in Russian without operator names', () => {
    const words = Array.from({ length: SEARCH_TERMS_MAX + 1 }, (_, i) => `слово${i}`).join(' для ');
    const message = searchCostError(words);
    expect(message).toMatch(/^Слишком длинный запрос: .*предлоги и союзы не считаются/);
    expect(message).not.toMatch(/\bor\b/i);
    const parsed = v.safeParse(VacancyListQuerySchema, { text: words });
    expect(parsed.issues?.[0]?.message).toBe(message);
  });

  it('names the branches only to those who used them, and in Russian whatever they typed', () => {
    for (const operator of [' or ', ' или ', ' ИЛИ ']) {
      const branches = Array.from({ length: SEARCH_BRANCHES_MAX + 1 }, (_, i) => `стажёр${i}`).join(operator);
      const message = searchCostError(branches);
      expect(message).toMatch(/^Слишком много вариантов.*через «или»/);
      expect(message).not.toMatch(/\bor\b/i);
    }
  });

  it('counts «или» between words as a branch, not inside quotes', () => {
    const within = Array.from({ length: SEARCH_BRANCHES_MAX }, (_, i) => `стажёр${i}`).join(' или ');
    expect(searchCostError(within)).toBeNull();
    expect(searchCostError(`${within} или лишний`)).toMatch(/^Слишком много вариантов/);
    expect(searchCostError(`"${within} или лишний"`)).toBeNull();
  });
});
