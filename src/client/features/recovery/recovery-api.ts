/** The recovery calls (docs/product.md#api-calls): /api/sendMail/ and /api/changePass/. */
import { passwordReset, resetMail } from '../../../shared/contract/endpoints/password.endpoints';
import type { ResetPasswordRequest, SendMailRequest } from '../../../shared/contract/password.contract';
import type { HttpClient, HttpResult } from '../../lib/http';

/** Always `{ success: true, data: null }` when not rate-limited, whether or not the account exists. */
export function sendMailRequest(http: HttpClient, body: SendMailRequest): Promise<HttpResult<null>> {
  return http.api(resetMail, { body });
}

export function resetPasswordRequest(
  http: HttpClient,
  body: ResetPasswordRequest,
): Promise<HttpResult<null>> {
  return http.api(passwordReset, { body });
}
