/** GET /api/favourite/getItems for the /favourites/ screen. */

import { favouriteItems } from '../../../shared/contract/endpoints/favourite.endpoints';
import {
  FavouriteStudentPageSchema,
  FavouriteVacancyPageSchema,
} from '../../../shared/contract/favourite.contract';
import type { Page } from '../../../shared/contract/query';
import type { StudentListItem } from '../../../shared/contract/student-list.contract';
import type { VacancyListItem } from '../../../shared/contract/vacancy.contract';
import type { HttpClient, HttpResult } from '../../lib/http';

const FAVOURITES_PAGE_SIZE = 20;

export function favouriteVacanciesRequest(
  http: HttpClient,
  page: number,
  signal?: AbortSignal,
): Promise<HttpResult<Page<VacancyListItem>>> {
  return http.api(
    favouriteItems,
    { query: { targetKind: 'vacancy', page, limit: FAVOURITES_PAGE_SIZE } },
    { reply: FavouriteVacancyPageSchema, ...(signal ? { signal } : {}) },
  );
}

/** A company's favourite students, as the students list's items (ui/student-card.tsx draws them). */
export function favouriteStudentsRequest(
  http: HttpClient,
  page: number,
  signal?: AbortSignal,
): Promise<HttpResult<Page<StudentListItem>>> {
  return http.api(
    favouriteItems,
    { query: { targetKind: 'student', page, limit: FAVOURITES_PAGE_SIZE } },
    { reply: FavouriteStudentPageSchema, ...(signal ? { signal } : {}) },
  );
}
