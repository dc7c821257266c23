import * as v from 'valibot';
import type { SetupRequest } from '../../../shared/contract/auth';
import type { HttpClient, HttpResult } from '../../lib/http';

/** POST /api/setup/ → `{ success: true, data: null }`. */
export function setupRequest(http: HttpClient, body: SetupRequest): Promise<HttpResult<unknown>> {
  return http.post('setup/', v.unknown(), { json: body });
}
