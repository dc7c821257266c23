/**
 * POST /api/vacancy/recent and POST /api/vacancy/recent/seen/ (docs/product.md#api-calls: no payload).
 * `fetchRecentVacancies` is the specification's call (docs/product.md#start-up-and-logout, #error-catalogue):
 * the whole data on success, false otherwise — with the catalogue's notice when the request itself failed.
 */
import { vacancyRecent, vacancyRecentSeen } from '../../../shared/contract/endpoints/vacancy.endpoints';
import type { RecentVacanciesData, RecentVacanciesSeen } from '../../../shared/contract/vacancy.contract';
import { messages } from '../../../shared/messages';
import type { HttpClient, HttpResult } from '../../lib/http';
import type { Platform } from '../../platform/platform';

export function recentRequest(http: HttpClient): Promise<HttpResult<RecentVacanciesData>> {
  return http.api(vacancyRecent);
}

export function markSeenRequest(http: HttpClient): Promise<HttpResult<RecentVacanciesSeen>> {
  return http.api(vacancyRecentSeen);
}

/**
 * An answer that arrived as `{ success: false }` with a 2xx status is the server saying «no»
 * (docs/product.md#error-catalogue: no message). Any other failure — no answer, a 4xx or 5xx, an unreadable
 * body — is the request failing, which the catalogue announces.
 */
export async function fetchRecentVacancies(
  http: HttpClient,
  platform: Pick<Platform, 'toast'>,
): Promise<RecentVacanciesData | false> {
  const result = await recentRequest(http);
  if (result.ok) return result.data;
  const unsuccessful = result.reason === 'http' && result.status >= 200 && result.status < 300;
  if (!unsuccessful) platform.toast('error', messages.recentVacanciesFailed);
  return false;
}
