import { ALREADY_SIGNED_IN, TG_LOGIN_CODES } from '../../shared/contract/telegram';
import { messages } from '../../shared/messages';
import { telegramUserFromInitData } from '../domain/telegram/sign-in-with-telegram';
import type { AppContext } from '../http/context';
import type { TelegramAuthConfig } from '../telegram/config';
import type { TelegramUser } from '../telegram/init-data';

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
  if (!telegram)
    return c.json({ success: false as const, message: messages.telegramOff, code: 'telegram-off' }, 503);
  const user = telegramUserFromInitData(telegram, initData, now);
  if (user) return user;
  return c.json(
    { success: false as const, message: messages.telegramInvalid, code: TG_LOGIN_CODES.invalid },
    401,
  );
}

/** 403 `already-signed-in`: /api/register/, or /api/login/ with initData, from a signed-in caller. */
export function alreadySignedIn(c: AppContext, message: string): Response {
  return c.json({ success: false as const, message, code: ALREADY_SIGNED_IN }, 403);
}

/** Where the notice of a new link points its undo link (PUBLIC_URL or the local origin). */
export type LinkNoticeOptions = { linkBase: () => string };
