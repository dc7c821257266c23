import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DictionaryItem, DictionaryListQuery } from '../../../shared/contract/dictionary-item.contract';
import type { Page } from '../../../shared/contract/query';
import { russianNames } from '../companies/company-rows';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import { likePattern } from '../text/like-pattern';
import { isAdmin, type Viewer } from '../viewer';
import {
  type DictionaryKind,
  type DictionaryRow,
  dictionaryMessages,
  selectDictionaryRows,
  toDictionaryItem,
  vacancyCounts,
} from './dictionary-kinds';

/** The admin's order: position first, then the name in Russian order, then the id. */
function byPositionThenName(a: DictionaryRow, b: DictionaryRow): number {
  return a.position - b.position || russianNames.compare(a.name, b.name) || a.id - b.id;
}

/**
 * GET /api/tag/getItems and /api/vacancy-type/getItems. Hidden items only for admins who ask.
 * A dictionary holds tens to hundreds of rows, so it is sorted in code (collation-independent).
 */
export async function listDictionaryItems(
  deps: DomainDeps,
  kind: DictionaryKind,
  query: DictionaryListQuery,
  options: { includeHidden: boolean },
): Promise<Page<DictionaryItem>> {
  const rows = await selectDictionaryRows(deps.db, kind, (table) => {
    const conditions: SQL[] = [];
    if (!options.includeHidden) conditions.push(eq(table.visible, true));
    if (query.text) conditions.push(sql`${table.name} ilike ${likePattern(query.text)}`);
    return and(...conditions);
  });
  rows.sort(byPositionThenName);
  const offset = (query.page - 1) * query.limit;
  const page = rows.slice(offset, offset + query.limit);
  const counts = await vacancyCounts(
    deps.db,
    kind,
    page.map((row) => row.id),
    deps.now(),
  );
  return {
    items: page.map((row) => toDictionaryItem(row, counts.get(row.id) ?? 0)),
    total: rows.length,
    page: query.page,
    hasMore: offset + page.length < rows.length,
  };
}

/** GET /api/tag/:id/ (the edit form): visible ones for everyone, hidden ones for admins. */
export async function getDictionaryItem(
  deps: DomainDeps,
  kind: DictionaryKind,
  id: number,
  viewer: Viewer,
): Promise<DomainResult<DictionaryItem>> {
  const [row] = await selectDictionaryRows(deps.db, kind, (table) => eq(table.id, id));
  if (!row || (!row.visible && !isAdmin(viewer)))
    return failure('not-found', dictionaryMessages[kind].notFound);
  const counts = await vacancyCounts(deps.db, kind, [row.id], deps.now());
  return success(toDictionaryItem(row, counts.get(row.id) ?? 0));
}
