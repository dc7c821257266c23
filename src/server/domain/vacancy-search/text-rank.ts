import { type SQL, sql } from 'drizzle-orm';
import { vacancies } from '../../db/schema';
import { parseTextQuery, type TextQuery } from './text-query';

/**
 * Relevance (docs/decisions/065-search-in-memory.md): each word of the search that a vacancy has
 * counts by the most important part it is in — the title (A) 1, the tags or requirements (B) 0.4,
 * the description or conditions (C) 0.2, the company or city (D) 0.1 (PostgreSQL's own weights,
 * docs/decisions/060 says which part has which) — and the counts add up. A word under «-» counts
 * nothing. The database path and the memory compute the same sum in the same order.
 */
export const CLASS_WEIGHTS = [0.1, 0.2, 0.4, 1] as const;
const LABELS = ['C', 'B', 'A'] as const;

/** The words (or phrases) that count, left to right: the tree's leaves not under a NOT. */
export function rankedWords(parsed: string): string[] {
  const tree = parseTextQuery(parsed) ?? { kind: 'leaf', text: parsed };
  const words: string[] = [];
  const walk = (node: TextQuery) => {
    if (node.kind === 'leaf') words.push(node.text);
    else if (node.kind === 'and' || node.kind === 'or') {
      walk(node.left);
      walk(node.right);
    }
  };
  walk(tree);
  return words;
}

/** The word restricted to one part: each lexeme of it labelled (`'python':A`, `'a':*A`). */
function labelled(word: string, label: (typeof LABELS)[number]): string {
  return word.replace(
    /('(?:[^']|'')*')(?::(\*)?[ABCD]*)?/g,
    (_, lexeme: string, prefix?: string) => `${lexeme}:${prefix ?? ''}${label}`,
  );
}

/** 3 in the title, 2 in the tags or requirements, 1 in the description, 0 elsewhere (a match). */
export function wordClassSql(word: string): SQL {
  const has = (label: (typeof LABELS)[number]) =>
    sql`${vacancies.search} @@ ${labelled(word, label)}::tsquery`;
  return sql`case when ${has('A')} then 3 when ${has('B')} then 2 when ${has('C')} then 1 else 0 end`;
}

/** The relevance of a parsed search as one SQL expression (the database path's rank). */
export function relevanceSql(parsed: string): SQL {
  const terms = rankedWords(parsed).map(
    (word) =>
      sql`(case when ${vacancies.search} @@ ${word}::tsquery then (array[${sql.raw(CLASS_WEIGHTS.join(', '))}]::float8[])[${wordClassSql(word)} + 1] else 0 end)`,
  );
  return terms.length === 0 ? sql`0::float8` : sql`(0::float8 + ${sql.join(terms, sql` + `)})`;
}
