/** The auth calls (SPEC §7). Results are typed; screens decide what to show. */
import * as v from 'valibot';
import { type LoginRequest, type SessionData, SessionDataSchema } from '../../../shared/contract/auth';
import type { HttpClient, HttpResult } from '../../lib/http';
import { type SessionWithBearer, SessionWithBearerSchema } from '../../lib/telegram-session';

/** With initData (inside Telegram) the account gets linked and the answer carries a bearer. */
export function loginRequest(http: HttpClient, body: LoginRequest): Promise<HttpResult<SessionWithBearer>> {
  return http.post('login/', SessionWithBearerSchema, { json: body });
}

export function sessionRequest(http: HttpClient): Promise<HttpResult<SessionData>> {
  return http.get('session/', SessionDataSchema);
}

/** SPEC §7: only the success flag of the answer is read, whatever `data` holds. */
export function logoutRequest(http: HttpClient, initData: string | null): Promise<HttpResult<unknown>> {
  return http.post('logout/', v.unknown(), initData ? { searchParams: { initData } } : {});
}
