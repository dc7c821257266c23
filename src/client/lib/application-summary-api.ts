/**
 * GET /api/application/summary (src/shared/contract/application.contract.ts): the applications board's
 * status tabs (features/applications) and «Мои вакансии» (features/vacancies-management) both
 * read it, and a feature never imports another (docs/architecture.md), so the call lives here.
 */
import type { ApplicationSummary, ApplicationSummaryQuery } from '../../shared/contract/application.contract';
import { applicationSummary } from '../../shared/contract/endpoints/application.endpoints';
import type { HttpClient, HttpResult } from './http';

/** `query`: the board's filters but the status, so the tab counts follow them (none: the whole scope). */
export function fetchApplicationSummary(
  http: HttpClient,
  query: ApplicationSummaryQuery = {},
  signal?: AbortSignal,
): Promise<HttpResult<ApplicationSummary>> {
  return http.api(applicationSummary, { query }, signal ? { signal } : {});
}
