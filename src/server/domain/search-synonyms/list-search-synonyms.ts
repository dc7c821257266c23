import { asc, count, ilike, or, type SQL } from 'drizzle-orm';
import type { Page } from '../../../shared/contract/query';
import type { SearchSynonym, SearchSynonymListQuery } from '../../../shared/contract/search-synonym.contract';
import { searchSynonyms } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { likePattern } from '../text/like-pattern';

type SynonymRow = typeof searchSynonyms.$inferSelect;

export const synonymOf = (row: Pick<SynonymRow, 'id' | 'typed' | 'means' | 'updatedAt'>): SearchSynonym => ({
  id: row.id,
  typed: row.typed,
  means: row.means,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /api/search-synonym/getItems (admins): alphabetical by the typed word, `text` in either word. */
export async function listSearchSynonyms(
  deps: DomainDeps,
  query: SearchSynonymListQuery,
): Promise<Page<SearchSynonym>> {
  const where: SQL | undefined = query.text
    ? or(
        ilike(searchSynonyms.typed, likePattern(query.text)),
        ilike(searchSynonyms.means, likePattern(query.text)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(searchSynonyms)
      .where(where)
      .orderBy(asc(searchSynonyms.typed))
      .limit(query.limit + 1)
      .offset((query.page - 1) * query.limit),
    deps.db.select({ n: count() }).from(searchSynonyms).where(where),
  ]);
  return {
    items: rows.slice(0, query.limit).map(synonymOf),
    total: total?.n ?? 0,
    page: query.page,
    hasMore: rows.length > query.limit,
  };
}
