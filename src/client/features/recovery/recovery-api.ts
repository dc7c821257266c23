/** The recovery calls (docs/product.md#api-calls): /api/sendMail/ and /api/changePass/. */
import * as v from 'valibot';
import type { ResetPasswordRequest, SendMailRequest } from '../../../shared/contract/password';
import type { HttpClient, HttpResult } from '../../lib/http';

/** Always `{ success: true, data: null }` when not rate-limited, whether or not the account exists. */
export function sendMailRequest(http: HttpClient, body: SendMailRequest): Promise<HttpResult<unknown>> {
  return http.post('sendMail/', v.unknown(), { json: body });
}

export function resetPasswordRequest(
  http: HttpClient,
  body: ResetPasswordRequest,
): Promise<HttpResult<unknown>> {
  return http.post('changePass/', v.unknown(), { json: body });
}
