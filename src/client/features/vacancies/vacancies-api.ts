/** The calls of the vacancies screens. Results are typed; screens decide what to show. */
import { DICTIONARY_LIMIT_MAX, type DictionaryItem } from '../../../shared/contract/dictionary-item.contract';
import { tagEndpoints, vacancyTypeEndpoints } from '../../../shared/contract/endpoints/dictionary.endpoints';
import { vacancyDetail, vacancyList } from '../../../shared/contract/endpoints/vacancy.endpoints';
import type { Page } from '../../../shared/contract/query';
import type { VacancyDetail, VacancyPage } from '../../../shared/contract/vacancy.contract';
import { PUBLIC_PAGE_SIZES } from '../../../shared/initial-data';
import { filtersToQuery, type VacancyFilters } from '../../../shared/vacancy-filters';
import type { HttpClient, HttpResult } from '../../lib/http';

const VACANCIES_PAGE_SIZE = PUBLIC_PAGE_SIZES.vacancies;

export function vacanciesRequest(
  http: HttpClient,
  filters: VacancyFilters,
  page: number,
  signal?: AbortSignal,
  /** The previous page's `next`: the server continues from it instead of counting `page` pages. */
  after?: string,
): Promise<HttpResult<VacancyPage>> {
  return http.api(
    vacancyList,
    { query: { ...filtersToQuery(filters), page, limit: VACANCIES_PAGE_SIZE, ...(after ? { after } : {}) } },
    signal ? { signal } : {},
  );
}

export function vacancyRequest(http: HttpClient, id: number): Promise<HttpResult<VacancyDetail>> {
  return http.api(vacancyDetail, { params: { id } });
}

/** The sliders show one page of 50: the dictionaries are short lists an admin keeps. */
export function vacancyTypesRequest(http: HttpClient): Promise<HttpResult<Page<DictionaryItem>>> {
  return http.api(vacancyTypeEndpoints.list, { query: { limit: DICTIONARY_LIMIT_MAX } });
}

export function tagsRequest(http: HttpClient): Promise<HttpResult<Page<DictionaryItem>>> {
  return http.api(tagEndpoints.list, { query: { limit: DICTIONARY_LIMIT_MAX } });
}
