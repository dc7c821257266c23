import { TG_LOGIN_CODES } from '../../shared/contract/telegram';
import { messages } from '../../shared/messages';
import type { DomainDeps } from '../domain/deps';
import { telegramUserFromInitData } from '../domain/telegram/sign-in-with-telegram';
import { type AccountRef, linkTelegramUser } from '../domain/telegram/telegram-accounts';
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

export async function linkAccount(deps: DomainDeps, account: AccountRef, user: TelegramUser): Promise<void> {
  await deps.db.transaction((tx) => linkTelegramUser(tx, account, user, deps.now()));
}
