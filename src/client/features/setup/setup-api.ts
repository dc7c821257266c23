import type { SetupRequest } from '../../../shared/contract/auth.contract';
import { firstAdminSetup } from '../../../shared/contract/endpoints/auth.endpoints';
import type { HttpClient, HttpResult } from '../../lib/http';

/** POST /api/setup/ → `{ success: true, data: null }`. */
export function setupRequest(http: HttpClient, body: SetupRequest): Promise<HttpResult<null>> {
  return http.api(firstAdminSetup, { body });
}
