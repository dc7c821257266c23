/**
 * GET /api/application/summary (src/shared/contract/application.contract.ts): the applications board's
 * status tabs (features/applications) and «Мои вакансии» (features/vacancies-management) both
 * read it, and a feature never imports another (docs/architecture.md), so the call lives here.
 */
import type { ApplicationSummary } from '../../shared/contract/application.contract';
import { applicationSummary } from '../../shared/contract/endpoints/application.endpoints';
import type { HttpClient, HttpResult } from './http';

export function fetchApplicationSummary(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<HttpResult<ApplicationSummary>> {
  return http.api(applicationSummary, {}, signal ? { signal } : {});
}
