/** The auth calls (docs/product.md#api-calls). Results are typed; screens decide what to show. */
import type { LoginRequest, SessionData, SessionWithBearer } from '../../../shared/contract/auth.contract';
import { currentSession, login, logout } from '../../../shared/contract/endpoints/auth.endpoints';
import type { PendingAdmin } from '../../../shared/contract/two-factor.contract';
import type { HttpClient, HttpResult } from '../../lib/http';

/** An admin's right password: the second factor comes next (docs/decisions/016). */
export type { PendingAdmin };

/** With initData (inside Telegram) the account gets linked and the answer carries a bearer. */
export function loginRequest(
  http: HttpClient,
  body: LoginRequest,
): Promise<HttpResult<SessionWithBearer | PendingAdmin>> {
  return http.api(login, { body });
}

export function sessionRequest(http: HttpClient): Promise<HttpResult<SessionData>> {
  return http.api(currentSession);
}

/** docs/product.md#api-calls: the answer is `{ success: true, data: null }`; only its success is read. */
export function logoutRequest(http: HttpClient, initData: string | null): Promise<HttpResult<null>> {
  return http.api(logout, initData ? { query: { initData } } : {});
}
