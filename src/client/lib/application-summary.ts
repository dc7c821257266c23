/**
 * GET /api/application/summary (src/shared/contract/application.ts): the applications board's
 * status tabs (features/applications) and «Мои вакансии» (features/board) both read it, and a
 * feature never imports another (docs/architecture.md), so the call lives here.
 */
import { type ApplicationSummary, ApplicationSummarySchema } from '../../shared/contract/application';
import type { HttpClient, HttpResult } from './http';

export function fetchApplicationSummary(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<HttpResult<ApplicationSummary>> {
  return http.get('application/summary', ApplicationSummarySchema, signal ? { signal } : {});
}
