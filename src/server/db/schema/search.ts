import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/**
 * Synonyms and transliterations of the search (docs/decisions/060): a word people type and what
 * it also means (питон → python). The career centre edits them on its board; `search_query`
 * (migration 0029) widens every parsed search with them through `ts_rewrite`, which reads the two
 * parsed columns: the typed words, and «the typed words or what they mean».
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What people type, lower case, one word or a short phrase; unique. */
    typed: text('typed').notNull().unique(),
    /** What it also means: another spelling, the Latin name. */
    means: text('means').notNull(),
    term: tsquery('term')
      .notNull()
      .generatedAlwaysAs(sql`plainto_tsquery('russian', search_tech_words("typed"))`),
    substitute: tsquery('substitute')
      .notNull()
      .generatedAlwaysAs(
        sql`plainto_tsquery('russian', search_tech_words("typed")) || plainto_tsquery('russian', search_tech_words("means"))`,
      ),
    ...timestamps,
  },
  (table) => [
    // A stop word («для») parses to nothing: it could never be rewritten.
    check('search_synonyms_term_check', sql`numnode(${table.term}) > 0`),
    check('search_synonyms_differ_check', sql`${table.typed} <> ${table.means}`),
  ],
);
