import {
  TOTAL_CAP,
  type VacancyListQuery,
  type VacancyPage,
} from '../../../shared/contract/vacancy.contract';
import type { DomainDeps } from '../deps';
import { snapshotHandles } from '../vacancy-search/snapshot-scan';
import type { SnapshotView } from '../vacancy-search/snapshot-store';
import { databaseMatches, type RankBy, snapshotMatches } from './match-source';
import { pageReads } from './page-reads';
import { decodeCursor, encodeCursor, type VacancyCursor } from './vacancy-cursor';
import { vacancyFacets } from './vacancy-facets';
import { effectiveSort, resolveSearch, type VacancyScope } from './vacancy-filters';
import { type ModerationAudience, moderationOf, moderatorNames } from './vacancy-moderation-view';
import { type ListOrder, listOrder } from './vacancy-order';
import { toListItem } from './vacancy-rows';
import type { ScanRow } from './vacancy-scan';

/**
 * GET /api/vacancy/getItems: one page, its total (counted up to TOTAL_CAP), whether more follow
 * and the cursor of the next page; the first page of the public list also carries the chips'
 * facet counts (vacancy-facets.ts), unless the caller has no chips to show them on
 * (`facets: false`: the bot's search, bot/search-reply.ts). How it stays bounded at any size of
 * the board: docs/decisions/029.
 */
export async function listVacancies(
  deps: DomainDeps,
  query: VacancyListQuery,
  scope: VacancyScope,
  options: {
    facets?: boolean;
    /** The instance's snapshot for the version the answer is computed under (public scope only). */
    snapshot?: SnapshotView | null;
  } = {},
): Promise<VacancyPage> {
  const sort = effectiveSort(query);
  const order = listOrder(sort, scope);
  const resolved = await resolveSearch(deps.db, query, options.snapshot?.parsed);
  const { parsed } = resolved;
  const cursor = query.after ? decodeCursor(query.after, sort) : null;
  // The route refuses what readVacancyCursor refuses; a caller passing garbage is a bug.
  if (query.after && !cursor) throw new Error('listVacancies: an unreadable cursor');
  const matches =
    scope.kind === 'public' && options.snapshot && snapshotHandles(query)
      ? snapshotMatches(deps.db, options.snapshot, scope.now)
      : databaseMatches(deps.db, scope);
  const reads = pageReads(deps.db, scope.kind === 'public' ? (options.snapshot ?? null) : null);

  let picked: { page: ScanRow[]; total: number; capped: boolean; hasMore: boolean; next?: VacancyCursor };
  let scanned: ScanRow[] | null = null;
  if (cursor?.kind === 'key') {
    const [rows, counted] = await Promise.all([
      matches.scan(query, resolved, order, query.limit + 1, { after: { key: cursor.key, id: cursor.id } }),
      matches.count(query, resolved),
    ]);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const hasMore = rows.length > query.limit;
    picked = {
      page,
      total: Math.min(counted, TOTAL_CAP),
      capped: counted > TOTAL_CAP,
      hasMore,
      ...(hasMore && last ? { next: keyCursor(order, last) } : {}),
    };
  } else {
    const offset = cursor?.kind === 'rank' ? cursor.offset : (query.page - 1) * query.limit;
    const rank: RankBy =
      sort === 'relevance' && parsed ? 'relevance' : sort === 'distance' && query.near ? 'distance' : null;
    scanned = await matches.scan(query, resolved, order, Math.max(TOTAL_CAP, offset + query.limit) + 1, {
      rank,
    });
    picked = pickPage(scanned, offset, query.limit, order, rank !== null);
  }

  const facets =
    scope.kind === 'public' && !cursor && query.page === 1 && options.facets !== false && scanned
      ? vacancyFacets(matches, reads, query, order, scanned, resolved)
      : undefined;
  const ids = picked.page.map((row) => row.id);
  const [{ rows, tagsOf }, facetCounts] = await Promise.all([reads.rows(ids), facets]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  // The board's rows say what the career centre did (docs/decisions/052); the public ones never do.
  const audience: ModerationAudience | null =
    scope.kind === 'all' ? 'admin' : scope.kind === 'own' ? 'company' : null;
  const names = audience ? await moderatorNames(deps.db, rows, audience) : null;
  return {
    items: ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const item = toListItem(row, tagsOf.get(id) ?? [], deps.now());
      return [names ? { ...item, moderation: moderationOf(row, names) } : item];
    }),
    total: picked.total,
    page: query.page,
    hasMore: picked.hasMore,
    ...(picked.capped ? { totalCapped: true } : {}),
    ...(picked.next ? { next: encodeCursor(picked.next) } : {}),
    ...(facetCounts ? { facets: facetCounts } : {}),
  };
}

/**
 * A page out of the first matches in index order. A relevance search ranks the first TOTAL_CAP
 * of them (ties keep the newest-first order: the sort is stable) and continues past them
 * newest-first, so deep pages of a broad search still come from one index range.
 */
function pickPage(rows: ScanRow[], offset: number, limit: number, order: ListOrder, ranked: boolean) {
  const ordered = ranked
    ? [...rows.slice(0, TOTAL_CAP).sort((a, b) => (b.rank ?? 0) - (a.rank ?? 0)), ...rows.slice(TOTAL_CAP)]
    : rows;
  const end = offset + limit;
  const hasMore = end < rows.length;
  let next: VacancyCursor | undefined;
  if (hasMore) {
    // Inside the ranked candidates: an offset among them; past them: the key of the last row
    // in index order (at the boundary, the last candidate's).
    const last = rows[end - 1];
    next =
      ranked && end < TOTAL_CAP ? { kind: 'rank', offset: end } : last ? keyCursor(order, last) : undefined;
  }
  return {
    page: ordered.slice(offset, end),
    total: Math.min(rows.length, TOTAL_CAP),
    capped: rows.length > TOTAL_CAP,
    hasMore,
    ...(next ? { next } : {}),
  };
}

function keyCursor(order: ListOrder, row: ScanRow): VacancyCursor {
  return { kind: 'key', order: order.kind, key: row.keyText, id: row.id };
}

/** The route's check of `after`: null when the server did not write it for this sort. */
export function readVacancyCursor(query: VacancyListQuery): VacancyCursor | null {
  return query.after ? decodeCursor(query.after, effectiveSort(query)) : null;
}
