/**
 * What one search text may ask of the database (docs/decisions/029). PostgreSQL parses the box
 * with `websearch_to_tsquery`: words are ANDed, a standalone `or` splits branches, `-` excludes,
 * quotes make phrases. Every run of letters or digits becomes a lexeme to look up («a-b-c» is
 * three), so terms are counted that way, not by spaces; each branch is one more index lookup and
 * one more set to merge.
 */
export const SEARCH_TERMS_MAX = 8;
export const SEARCH_BRANCHES_MAX = 4;

type SearchCost = { terms: number; branches: number };

const WORD = /[\p{L}\p{N}]+/gu;

function searchCost(text: string): SearchCost {
  let terms = 0;
  let branches = 1;
  // Inside quotes `or` is a word of the phrase, as websearch_to_tsquery reads it.
  const parts = text.split('"');
  parts.forEach((part, index) => {
    const quoted = index % 2 === 1;
    for (const token of part.split(/\s+/)) {
      if (!quoted && token.toLowerCase() === 'or') {
        branches += 1;
        continue;
      }
      terms += token.match(WORD)?.length ?? 0;
    }
  });
  return { terms, branches };
}

export const SEARCH_COST_MESSAGE =
  `Слишком сложный запрос: не больше ${SEARCH_TERMS_MAX} слов и ${SEARCH_BRANCHES_MAX - 1} «or». ` +
  'Уберите лишние слова или уточните поиск фильтрами.';

/** Null when the text is within the limits; otherwise the Russian refusal. */
export function searchCostError(text: string): string | null {
  const cost = searchCost(text);
  return cost.terms > SEARCH_TERMS_MAX || cost.branches > SEARCH_BRANCHES_MAX ? SEARCH_COST_MESSAGE : null;
}
