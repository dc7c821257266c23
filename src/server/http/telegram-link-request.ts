import { ALREADY_SIGNED_IN, TG_LOGIN_CODES } from '../../shared/contract/telegram.contract';
import { messages } from '../../shared/messages';
import { telegramUserFromInitData } from '../domain/telegram/sign-in-with-telegram';
import type { TelegramAuthConfig } from '../telegram/config';
import type { TelegramUser } from '../telegram/init-data';
import type { AppContext } from './context';

/** A failure with the machine-readable `code` the Telegram screens branch on. */
export function refuseWithCode(
  c: AppContext,
  status: 401 | 403 | 404 | 503,
  message: string,
  code: string,
): Response {
  return c.json({ success: false as const, message, code }, status);
}

/** 503 `telegram-off`: the server runs without a bot, so nothing Telegram signed can be checked. */
export const telegramOff = (c: AppContext): Response =>
  refuseWithCode(c, 503, messages.telegramOff, 'telegram-off');

/**
 * initData given to /api/login/ or /api/register/ (inside Telegram): the Telegram user to link,
 * null when none was given, or the refusal to send. Checked before anything is written, so a
 * forged or stale initData changes nothing.
 */
export function linkRequest(
  c: AppContext,
  telegram: TelegramAuthConfig | undefined,
  initData: string | undefined,
  now: Date,
): TelegramUser | null | Response {
  if (initData === undefined) return null;
  if (!telegram) return telegramOff(c);
  const user = telegramUserFromInitData(telegram, initData, now);
  if (user) return user;
  return refuseWithCode(c, 401, messages.telegramInvalid, TG_LOGIN_CODES.invalid);
}

/** 403 `already-signed-in`: /api/register/, or /api/login/ with initData, from a signed-in caller. */
export function alreadySignedIn(c: AppContext, message: string): Response {
  return refuseWithCode(c, 403, message, ALREADY_SIGNED_IN);
}

/** Where the notice of a new link points its undo link (PUBLIC_URL or the local origin). */
export type LinkNoticeOptions = { linkBase: () => string };
