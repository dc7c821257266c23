import * as v from 'valibot';
import { LimitParamSchema, PageParamSchema, pageSchema } from './query';
import { singleLine } from './text';

/**
 * The search's synonyms (docs/decisions/060): a word people type and what it also means
 * (питон → python). Admins edit them on /board/search-synonyms/; the table is
 * src/server/db/schema/search.ts.
 */
export const SYNONYM_WORD_MAX = 60;
/** The dictionary stays a dictionary: each entry widens every search that uses its word. */
export const SYNONYMS_MAX = 500;

const word = (empty: string) =>
  v.pipe(
    v.string(empty),
    v.trim(),
    singleLine,
    v.toLowerCase(),
    v.nonEmpty(empty),
    v.maxLength(SYNONYM_WORD_MAX, `Не длиннее ${SYNONYM_WORD_MAX} символов.`),
  );

/** POST /api/search-synonym/ and PUT /api/search-synonym/:id/. */
export const SearchSynonymInputSchema = v.pipe(
  v.object({
    typed: word('Напишите слово, которое вводят в поиск.'),
    means: word('Напишите, что оно означает.'),
  }),
  v.forward(
    v.check((input) => input.typed !== input.means, 'Синоним должен отличаться от слова.'),
    ['means'],
  ),
);
export type SearchSynonymInput = v.InferOutput<typeof SearchSynonymInputSchema>;

export const SearchSynonymSchema = v.object({
  id: v.number(),
  typed: v.string(),
  means: v.string(),
  updatedAt: v.string(),
});
export type SearchSynonym = v.InferOutput<typeof SearchSynonymSchema>;

/** GET /api/search-synonym/getItems: alphabetical by the typed word; `text` filters both words. */
export const SearchSynonymListQuerySchema = v.object({
  text: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SYNONYM_WORD_MAX))),
  page: PageParamSchema,
  limit: LimitParamSchema,
});
export type SearchSynonymListQuery = v.InferOutput<typeof SearchSynonymListQuerySchema>;

export const SearchSynonymPageSchema = pageSchema(SearchSynonymSchema);
