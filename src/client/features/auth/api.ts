/** The auth calls (docs/product.md#api-calls). Results are typed; screens decide what to show. */
import * as v from 'valibot';
import { type LoginRequest, type SessionData, SessionDataSchema } from '../../../shared/contract/auth';
import { SecondFactorChallengeSchema } from '../../../shared/contract/two-factor';
import type { HttpClient, HttpResult } from '../../lib/http';
import { type SessionWithBearer, SessionWithBearerSchema } from '../../lib/telegram-session';

/** An admin's right password: the second factor comes next (docs/decisions/016). */
const PendingAdminSchema = v.object({
  ...SecondFactorChallengeSchema.entries,
  bearer: v.optional(v.string()),
});
export type PendingAdmin = v.InferOutput<typeof PendingAdminSchema>;

/** With initData (inside Telegram) the account gets linked and the answer carries a bearer. */
export function loginRequest(
  http: HttpClient,
  body: LoginRequest,
): Promise<HttpResult<SessionWithBearer | PendingAdmin>> {
  return http.post('login/', v.union([PendingAdminSchema, SessionWithBearerSchema]), { json: body });
}

export function sessionRequest(http: HttpClient): Promise<HttpResult<SessionData>> {
  return http.get('session/', SessionDataSchema);
}

/** docs/product.md#api-calls: only the success flag of the answer is read, whatever `data` holds. */
export function logoutRequest(http: HttpClient, initData: string | null): Promise<HttpResult<unknown>> {
  return http.post('logout/', v.unknown(), initData ? { searchParams: { initData } } : {});
}
