/**
 * The Mini App's sign-in by initData (telegram-sign-in.ts). Apart from auth-api.ts, whose
 * consumers (logout, the session check) would otherwise download the Telegram declarations too.
 */
import { tgLogin } from '../../../shared/contract/endpoints/telegram.endpoints';
import type { TelegramSecondFactor, TelegramSessionData } from '../../../shared/contract/telegram.contract';
import type { HttpClient, HttpResult } from '../../lib/http';

/** The linked account's session, or for an admin the second factor with a pending bearer. */
export function tgLoginRequest(
  http: HttpClient,
  body: { initData: string; resume?: boolean },
): Promise<HttpResult<TelegramSessionData | TelegramSecondFactor>> {
  return http.api(tgLogin, { body });
}
