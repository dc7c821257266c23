/**
 * The signed-in homes' calls (docs/decisions/025): GET /api/home/ for a student or a company, and
 * POST /api/home/seen/ for «Отметить просмотренными». The guest's is guest-api.ts.
 */
import * as v from 'valibot';
import {
  type CompanyHome,
  CompanyHomeSchema,
  type StudentHome,
  StudentHomeSchema,
} from '../../../shared/contract/home';
import type { HttpClient, HttpResult } from '../../lib/http';

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
