/** GET /api/favourite/getItems for the /favourites/ screen. */
import {
  type FavouriteStudentItem,
  FavouriteStudentPageSchema,
  FavouriteVacancyPageSchema,
} from '../../../shared/contract/favourite';
import type { Page } from '../../../shared/contract/query';
import type { VacancyListItem } from '../../../shared/contract/vacancy';
import type { HttpClient, HttpResult } from '../../lib/http';

export const FAVOURITES_PAGE_SIZE = 20;

export function favouriteVacanciesRequest(
  http: HttpClient,
  page: number,
  signal?: AbortSignal,
): Promise<HttpResult<Page<VacancyListItem>>> {
  return http.get('favourite/getItems', FavouriteVacancyPageSchema, {
    searchParams: { targetKind: 'vacancy', page, limit: FAVOURITES_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

/** A company's favourite students (items stay minimal: docs/decisions/006). */
export function favouriteStudentsRequest(
  http: HttpClient,
  page: number,
  signal?: AbortSignal,
): Promise<HttpResult<Page<FavouriteStudentItem>>> {
  return http.get('favourite/getItems', FavouriteStudentPageSchema, {
    searchParams: { targetKind: 'student', page, limit: FAVOURITES_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}
