/**
 * «Запросить повторную проверку» of a denied student or company (docs/decisions/015), asked from
 * ui/account-status-banner.tsx through the injected client (lib/services, docs/decisions/039).
 */
import { reviewRequest } from '../../shared/contract/endpoints/verification.endpoints';
import type { Services } from '../lib/services';

export function requestReview(http: Services['http']) {
  return http.api(reviewRequest);
}
