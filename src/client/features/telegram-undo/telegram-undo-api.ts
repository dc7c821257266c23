/**
 * The «это был не я» link from the notice of a new Telegram link: whoever holds the token may
 * undo it (docs/decisions/013).
 */
import { telegramUndo } from '../../../shared/contract/endpoints/telegram.endpoints';
import type { HttpClient, HttpResult } from '../../lib/http';

export function undoTelegramLink(http: HttpClient, token: string): Promise<HttpResult<null>> {
  return http.api(telegramUndo, { body: { token } });
}
