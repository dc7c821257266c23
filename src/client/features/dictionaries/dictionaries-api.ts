/**
 * The admin's calls on tags and vacancy types: the searched list, save, delete. Tags and vacancy
 * types share one API shape (/api/tag/… and /api/vacancy-type/…), so one set of calls serves both,
 * parameterised by the area's API base; reading a whole list lives in lib/dictionary-items-api.ts.
 */
import type { DictionaryItem, DictionaryItemInput } from '../../../shared/contract/dictionary-item.contract';
import { DICTIONARY_ENDPOINTS } from '../../../shared/contract/endpoints/dictionary.endpoints';
import type { Page } from '../../../shared/contract/query';
import type { DictionaryApiBase } from '../../lib/dictionary-items-api';
import type { HttpClient, HttpResult } from '../../lib/http';

/** One page of the board's list, hidden items included, searched by name. */
export function fetchDictionaryList(
  http: HttpClient,
  base: DictionaryApiBase,
  query: { text: string; page: number; limit: number },
  signal?: AbortSignal,
): Promise<HttpResult<Page<DictionaryItem>>> {
  return http.api(
    DICTIONARY_ENDPOINTS[base].list,
    {
      query: {
        page: query.page,
        limit: query.limit,
        includeHidden: 'true',
        text: query.text.trim() || undefined,
      },
    },
    signal ? { signal } : {},
  );
}

export function saveDictionaryItem(
  http: HttpClient,
  base: DictionaryApiBase,
  id: number | null,
  input: DictionaryItemInput,
): Promise<HttpResult<DictionaryItem>> {
  const endpoints = DICTIONARY_ENDPOINTS[base];
  return id === null
    ? http.api(endpoints.create, { body: input })
    : http.api(endpoints.update, { params: { id }, body: input });
}

export function deleteDictionaryItem(
  http: HttpClient,
  base: DictionaryApiBase,
  id: number,
): Promise<HttpResult<null>> {
  return http.api(DICTIONARY_ENDPOINTS[base].remove, { params: { id } });
}
