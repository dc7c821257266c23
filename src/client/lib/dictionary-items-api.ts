/**
 * A whole dictionary (tags or vacancy types), read page after page: the admin's dictionary screens,
 * the vacancy form and the student's profile all need the full list, so the call lives here.
 * Both dictionaries share one API shape (/api/tag/… and /api/vacancy-type/…), parameterised by
 * the area's API base.
 */
import { DICTIONARY_LIMIT_MAX, type DictionaryItem } from '../../shared/contract/dictionary-item.contract';
import {
  DICTIONARY_ENDPOINTS,
  type DictionaryBase,
} from '../../shared/contract/endpoints/dictionary.endpoints';
import type { Page } from '../../shared/contract/query';
import type { HttpClient, HttpResult } from './http';

export type DictionaryApiBase = DictionaryBase;

/** The server's largest page for dictionaries: one request usually reads the whole list. */
const DICTIONARY_PAGE = DICTIONARY_LIMIT_MAX;
/** A guard against a server that always says hasMore. */
const MAX_PAGES = 20;

function fetchDictionaryPage(
  http: HttpClient,
  base: DictionaryApiBase,
  page: number,
  includeHidden: boolean,
): Promise<HttpResult<Page<DictionaryItem>>> {
  return http.api(DICTIONARY_ENDPOINTS[base].list, {
    query: { page, limit: DICTIONARY_PAGE, includeHidden: includeHidden ? 'true' : undefined },
  });
}

/**
 * Every item, page after page: the forms need the whole list (a select, the tag chips) and the
 * admin's list is short enough to show at once.
 */
export async function fetchAllDictionaryItems(
  http: HttpClient,
  base: DictionaryApiBase,
  includeHidden: boolean,
): Promise<HttpResult<DictionaryItem[]>> {
  const items: DictionaryItem[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await fetchDictionaryPage(http, base, page, includeHidden);
    if (!result.ok) return result;
    items.push(...result.data.items);
    if (!result.data.hasMore) break;
  }
  return { ok: true, status: 200, data: items };
}
