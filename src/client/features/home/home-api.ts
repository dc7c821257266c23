/**
 * The home's calls (docs/decisions/025): GET /api/home/ for a student or a company, POST
 * /api/home/seen/ for «Отметить просмотренными», and the guest's latest vacancies from the public
 * list (the server's shared cache answers it).
 */
import * as v from 'valibot';
import {
  type CompanyHome,
  CompanyHomeSchema,
  type StudentHome,
  StudentHomeSchema,
} from '../../../shared/contract/home';
import { type VacancyPage, VacancyPageSchema } from '../../../shared/contract/vacancy';
import type { HttpClient, HttpResult } from '../../lib/http';

/** How many of the newest vacancies a guest sees under the search box. */
export const GUEST_LATEST_COUNT = 6;

export function fetchStudentHome(http: HttpClient, signal?: AbortSignal): Promise<HttpResult<StudentHome>> {
  return http.get('home/', StudentHomeSchema, signal ? { signal } : {});
}

export function fetchCompanyHome(http: HttpClient, signal?: AbortSignal): Promise<HttpResult<CompanyHome>> {
  return http.get('home/', CompanyHomeSchema, signal ? { signal } : {});
}

/** Marks these new vacancies of the student's saved searches seen (all of them without ids). */
export function markMatchesSeen(
  http: HttpClient,
  vacancyIds?: readonly number[],
): Promise<HttpResult<{ marked: number }>> {
  return http.post('home/seen/', v.object({ marked: v.number() }), {
    json: vacancyIds ? { vacancyIds } : {},
  });
}

export function fetchLatestVacancies(http: HttpClient): Promise<HttpResult<VacancyPage>> {
  return http.get('vacancy/getItems', VacancyPageSchema, { searchParams: { limit: GUEST_LATEST_COUNT } });
}
