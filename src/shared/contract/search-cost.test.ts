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

  /** One more of `word` than the limit allows, if each counts. */
  const tooMany = (word: string) => Array.from({ length: SEARCH_TERMS_MAX + 1 }, () => word).join(' ');

  it('does not count the English stop words the database drops from Latin words either', () => {
    // Eleven words, six of them English stop words: five count.
    const english = 'internship for the students with python and sql in the team';
    expect(english.split(' ')).toHaveLength(11);
    expect(searchCostError(english)).toBeNull();
    expect(searchCostError('The Developer FOR and WITH')).toBeNull();
    // «don't» is two runs of letters, «don» and «t»: both English stop words.
    expect(searchCostError(tooMany("don't"))).toBeNull();
  });

  it('still counts other Latin words, and «IT», which the search keeps', () => {
    expect(searchCostError('java python sql go rust scala kotlin swift ruby')).toMatch(/^Слишком длинный/);
    // «IT» is read as «айти» (migration 0029), a word that costs; «its» is a stop word.
    expect(searchCostError(tooMany('IT'))).toMatch(/^Слишком длинный/);
    expect(searchCostError(tooMany('its'))).toBeNull();
    // A stop word glued to a digit is another token («the2» is one word to PostgreSQL too).
    expect(searchCostError(tooMany('the2'))).toMatch(/^Слишком длинный/);
  });

  it('counts «or» inside quotes as a word of the phrase, which the English dictionary drops', () => {
    expect(searchCostError(`"${tooMany('or')}"`)).toBeNull();
  });
});
