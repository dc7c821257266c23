import { PROFESSIONS } from '../../src/server/demo/vacancy-words';
import {
  SEARCH_BRANCHES_MAX,
  SEARCH_TERMS_MAX,
  searchCostError,
} from '../../src/shared/contract/search-cost';

/** The searches the API bench sends (tests/bench/api-bench.ts): all distinct, so no cache helps. */
export const API = '/api/vacancy/getItems';
/** More distinct keys than the server's public cache keeps (500): every request is a miss. */
export const DISTINCT_QUERIES = 600;

const words = PROFESSIONS.map((profession) => profession.nom);
const pick = (index: number) => words[index % words.length] as string;

/**
 * What many people searching at once send: a profession's words, often with a filter or another
 * sort, each query new (page 1, so the facets are counted too).
 */
export function distinctSearches(): string[] {
  const employments = ['', 'probation', 'part', 'probation,part', 'full'];
  const sorts = ['', 'newest', 'salary'];
  // i → (word, employment, flag, sort): 27 × 5 × 2 × 3 combinations, every key distinct.
  return Array.from({ length: DISTINCT_QUERIES }, (_, i) => {
    let rest = i;
    const digit = (base: number) => {
      const value = rest % base;
      rest = Math.floor(rest / base);
      return value;
    };
    const params = new URLSearchParams({ text: pick(digit(words.length)) });
    const employment = employments[digit(employments.length)];
    if (employment) params.set('employment', employment);
    if (digit(2) === 1) params.set('flags', 'suitsPractice');
    const sort = sorts[digit(sorts.length)];
    if (sort) params.set('sort', sort);
    params.set('page', '1');
    params.set('limit', '20');
    return `${API}?${params}`;
  });
}

/**
 * The costliest text a guest may send: as many OR branches and words as search-cost.ts admits,
 * common words in each, relevance order; distinct (rotated professions) so no cache helps.
 */
export function worstSearches(): string[] {
  return Array.from({ length: DISTINCT_QUERIES }, (_, i) => {
    const branches: string[] = [];
    let terms = 0;
    for (let b = 0; b < SEARCH_BRANCHES_MAX; b += 1) {
      const branch = pick(i * (2 * b + 1) + b * 5 + Math.floor(i / words.length))
        .split(/[\s-]+/)
        .slice(0, Math.max(1, Math.floor(SEARCH_TERMS_MAX / SEARCH_BRANCHES_MAX)));
      terms += branch.length;
      branches.push(branch.join(' '));
    }
    // Top up to the word limit with a common word in the last branch.
    const extra = Math.max(0, SEARCH_TERMS_MAX - terms);
    const text = `${branches.join(' or ')}${' стажировка'.repeat(extra)}`;
    if (searchCostError(text)) throw new Error(`bench: the worst search is not admissible: ${text}`);
    return `${API}?${new URLSearchParams({ text, page: '1', limit: '20' })}`;
  });
}
