/**
 * Tags and vacancy types share one API shape (/api/tag/… and /api/vacancy-type/…), so one set of
 * calls serves both, parameterised by the area's API base.
 */
import * as v from 'valibot';
import {
  DICTIONARY_LIMIT_MAX,
  type DictionaryItem,
  type DictionaryItemInput,
  DictionaryItemSchema,
  DictionaryPageSchema,
} from '../../../../shared/contract/dictionary-item';
import type { Page } from '../../../../shared/contract/query';
import type { HttpClient, HttpResult } from '../../../lib/http';

export type DictionaryApiBase = 'tag' | 'vacancy-type';

/** The server's largest page for dictionaries: one request usually reads the whole list. */
const DICTIONARY_PAGE = DICTIONARY_LIMIT_MAX;
/** A guard against a server that always says hasMore. */
const MAX_PAGES = 20;

export function fetchDictionaryPage(
  http: HttpClient,
  base: DictionaryApiBase,
  page: number,
  includeHidden: boolean,
): Promise<HttpResult<Page<DictionaryItem>>> {
  return http.get(`${base}/getItems`, DictionaryPageSchema, {
    searchParams: { page, limit: DICTIONARY_PAGE, includeHidden: includeHidden ? 'true' : undefined },
  });
}

/** One page of the board's list, hidden items included, searched by name. */
export function fetchDictionaryList(
  http: HttpClient,
  base: DictionaryApiBase,
  query: { text: string; page: number; limit: number },
  signal?: AbortSignal,
): Promise<HttpResult<Page<DictionaryItem>>> {
  return http.get(`${base}/getItems`, DictionaryPageSchema, {
    searchParams: {
      page: query.page,
      limit: query.limit,
      includeHidden: 'true',
      text: query.text.trim() || undefined,
    },
    ...(signal ? { signal } : {}),
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

export function saveDictionaryItem(
  http: HttpClient,
  base: DictionaryApiBase,
  id: number | null,
  input: DictionaryItemInput,
): Promise<HttpResult<DictionaryItem>> {
  return id === null
    ? http.request('post', `${base}/`, DictionaryItemSchema, { json: input })
    : http.request('put', `${base}/${id}/`, DictionaryItemSchema, { json: input });
}

export function deleteDictionaryItem(
  http: HttpClient,
  base: DictionaryApiBase,
  id: number,
): Promise<HttpResult<unknown>> {
  return http.request('delete', `${base}/${id}/`, v.unknown());
}
