/** The admins' calls of /board/search-synonyms/: the dictionary by pages, adding, editing, removing. */
import {
  searchSynonymCreate,
  searchSynonymList,
  searchSynonymRemove,
  searchSynonymUpdate,
} from '../../../shared/contract/endpoints/search-synonym.endpoints';
import type { Page } from '../../../shared/contract/query';
import type { SearchSynonym, SearchSynonymInput } from '../../../shared/contract/search-synonym.contract';
import type { HttpClient, HttpResult } from '../../lib/http';

export function fetchSearchSynonyms(
  http: HttpClient,
  query: { page: number; limit: number; text?: string },
  signal?: AbortSignal,
): Promise<HttpResult<Page<SearchSynonym>>> {
  return http.api(searchSynonymList, { query }, signal ? { signal } : {});
}

/** A new entry (`id` null) or a change of one. */
export const saveSearchSynonym = (http: HttpClient, id: number | null, input: SearchSynonymInput) =>
  id === null
    ? http.api(searchSynonymCreate, { body: input })
    : http.api(searchSynonymUpdate, { params: { id }, body: input });

export const removeSearchSynonym = (http: HttpClient, id: number) =>
  http.api(searchSynonymRemove, { params: { id } });
