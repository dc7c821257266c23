import { and, count, eq, ne, sql } from 'drizzle-orm';
import {
  type SearchSynonym,
  type SearchSynonymInput,
  SYNONYMS_MAX,
} from '../../../shared/contract/search-synonym.contract';
import { messages } from '../../../shared/messages';
import { hitRateLimit } from '../../auth/rate-limit';
import { bumpCacheVersions } from '../../cache/cache-versions';
import type { Executor } from '../../db/client';
import { searchSynonyms } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainFailure, type DomainResult, failure, invalid, limitedUntil, success } from '../result';
import { synonymOf } from './list-search-synonyms';

/** Each write re-reads every saved search with text: an admin's hour holds this many. */
const WRITE_RATE = { limit: 60, windowMs: 3_600_000 };
/** Writes take turns on this advisory lock (the classes of domain/announcements are 14_010…). */
const WRITE_LOCK_CLASS = 14_020;

export const synonymTexts = {
  stopWord: 'Поиск не учитывает это слово: предлоги, союзы и частицы отбрасываются. Впишите значимое слово.',
  duplicate: 'Это слово уже есть в словаре: измените его запись.',
  tooMany: `В словаре уже ${SYNONYMS_MAX} записей: удалите ненужные, прежде чем добавлять.`,
  rate: 'Слишком много правок словаря за час. Попробуйте через {minutes}.',
} as const;

/** Refused before anything is written: too many writes this hour, or a word the parser drops. */
async function refusal(
  deps: DomainDeps,
  adminId: number,
  input: SearchSynonymInput | null,
): Promise<DomainFailure | null> {
  const now = deps.now();
  const hit = await hitRateLimit(deps.db, `search-synonym-write:${adminId}`, WRITE_RATE, now);
  if (hit.count > WRITE_RATE.limit) return limitedUntil(synonymTexts.rate, hit.resetAt, now);
  if (!input) return null;
  const result = (await deps.db.execute(sql`select
      numnode(plainto_tsquery('russian', search_tech_words(${input.typed}))) as typed,
      numnode(plainto_tsquery('russian', search_tech_words(${input.means}))) as means`)) as unknown as {
    rows: { typed: number; means: number }[];
  };
  const [nodes] = result.rows;
  if (Number(nodes?.typed) === 0) return invalid({ typed: synonymTexts.stopWord });
  if (Number(nodes?.means) === 0) return invalid({ means: synonymTexts.stopWord });
  return null;
}

/**
 * The dictionary changed: the saved searches are parsed again by the trigger of migration 0019
 * (now through `search_query`), so an alert matches what the list shows (docs/decisions/024), and
 * the cached public lists are stale.
 */
async function afterChange(tx: Executor): Promise<void> {
  await tx.execute(sql`update subscriptions set query = query where coalesce(query ->> 'text', '') <> ''`);
  await bumpCacheVersions(tx, ['vacancies']);
}

/**
 * POST /api/search-synonym/ (id null) and PUT /api/search-synonym/:id/ (admins,
 * docs/decisions/060): one entry of the search's synonyms. A word the search drops (a stop word),
 * a typed word already in the dictionary and a full dictionary are refused; nothing is written.
 */
export async function saveSearchSynonym(
  deps: DomainDeps,
  adminId: number,
  id: number | null,
  input: SearchSynonymInput,
): Promise<DomainResult<SearchSynonym>> {
  const refused = await refusal(deps, adminId, input);
  if (refused) return refused;
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<DomainResult<SearchSynonym>> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK_CLASS}, 0)`);
    const [same] = await tx
      .select({ id: searchSynonyms.id })
      .from(searchSynonyms)
      .where(and(eq(searchSynonyms.typed, input.typed), id === null ? undefined : ne(searchSynonyms.id, id)));
    if (same) return invalid({ typed: synonymTexts.duplicate });
    let row: typeof searchSynonyms.$inferSelect | undefined;
    if (id === null) {
      const [held] = await tx.select({ n: count() }).from(searchSynonyms);
      if ((held?.n ?? 0) >= SYNONYMS_MAX) return failure('conflict', synonymTexts.tooMany);
      [row] = await tx
        .insert(searchSynonyms)
        .values({ ...input, createdAt: now, updatedAt: now })
        .returning();
    } else {
      [row] = await tx
        .update(searchSynonyms)
        .set({ ...input, updatedAt: now })
        .where(eq(searchSynonyms.id, id))
        .returning();
      if (!row) return failure('not-found', messages.searchSynonymNotFound);
    }
    if (!row) throw new Error('synonym write returned nothing');
    await afterChange(tx);
    return success(synonymOf(row));
  });
}

/** DELETE /api/search-synonym/:id/ (admins): the entry goes, the saved searches are parsed again. */
export async function removeSearchSynonym(
  deps: DomainDeps,
  adminId: number,
  id: number,
): Promise<DomainResult<SearchSynonym>> {
  const refused = await refusal(deps, adminId, null);
  if (refused) return refused;
  return deps.db.transaction(async (tx): Promise<DomainResult<SearchSynonym>> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK_CLASS}, 0)`);
    const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
    if (!row) return failure('not-found', messages.searchSynonymNotFound);
    await afterChange(tx);
    return success(synonymOf(row));
  });
}
