/** «Сменить пароль» of the signed-in student or company (lib/password-change.ts). */
import { passwordChange } from '../../shared/contract/endpoints/password.endpoints';
import type { ChangePasswordRequest, RecoveryKind } from '../../shared/contract/password.contract';
import type { HttpClient, HttpResult } from './http';

export function changePassword(
  http: HttpClient,
  kind: RecoveryKind,
  body: ChangePasswordRequest,
): Promise<HttpResult<null>> {
  return http.api(passwordChange[kind], { body });
}
