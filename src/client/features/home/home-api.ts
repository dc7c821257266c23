/**
 * The signed-in homes' calls (docs/decisions/025): GET /api/home/ for a student or a company, and
 * POST /api/home/seen/ for «Отметить просмотренными». The guest's is home-guest-api.ts.
 */
import { homeRead, homeSeen } from '../../../shared/contract/endpoints/home.endpoints';
import {
  type CompanyHome,
  CompanyHomeSchema,
  type HomeSeenResult,
  type StudentHome,
  StudentHomeSchema,
} from '../../../shared/contract/home.contract';
import type { HttpClient, HttpResult } from '../../lib/http';

export function fetchStudentHome(http: HttpClient, signal?: AbortSignal): Promise<HttpResult<StudentHome>> {
  return http.api(homeRead, {}, { reply: StudentHomeSchema, ...(signal ? { signal } : {}) });
}

export function fetchCompanyHome(http: HttpClient, signal?: AbortSignal): Promise<HttpResult<CompanyHome>> {
  return http.api(homeRead, {}, { reply: CompanyHomeSchema, ...(signal ? { signal } : {}) });
}

/** Marks these new vacancies of the student's saved searches seen (all of them without ids). */
export function markMatchesSeen(
  http: HttpClient,
  vacancyIds?: readonly number[],
): Promise<HttpResult<HomeSeenResult>> {
  return http.api(homeSeen, { body: vacancyIds ? { vacancyIds: [...vacancyIds] } : {} });
}
