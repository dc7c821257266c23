/**
 * The Telegram link calls several features share: whether the account is linked and may get the
 * bot's messages (the subscription forms, the student's profile, lib/write-access.ts), and the
 * Mini App's answer to requestWriteAccess (docs/decisions/023).
 */
import { telegramLinkStatus, telegramWriteAccess } from '../../shared/contract/endpoints/telegram.endpoints';
import type { TelegramLinkStatus } from '../../shared/contract/telegram.contract';
import type { HttpClient, HttpResult } from './http';

export function fetchTelegramLinkStatus(http: HttpClient): Promise<HttpResult<TelegramLinkStatus>> {
  return http.api(telegramLinkStatus);
}

export function reportWriteAccess(
  http: HttpClient,
  allowed: boolean,
): Promise<HttpResult<TelegramLinkStatus>> {
  return http.api(telegramWriteAccess, { body: { allowed } });
}
