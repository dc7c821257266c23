/**
 * The Telegram Login Widget's answer (core.telegram.org/widgets/login#checking-authorization):
 * unlike Mini App initData, the key is plain SHA256(bot token), and the data-check string is the
 * widget's fields but `hash`, sorted and joined by "\n".
 */
import { createHash } from 'node:crypto';
import type { LoginWidgetData } from '../../shared/contract/telegram.contract';
import { checkAuthDate, hmacMatches, type TelegramUser } from './init-data';

type LoginWidgetCheck =
  | { ok: true; user: TelegramUser }
  | { ok: false; reason: 'signature' | 'expired' | 'future' };

export function checkLoginWidget(
  data: LoginWidgetData,
  botToken: string,
  maxAgeSeconds: number,
  now: Date,
): LoginWidgetCheck {
  const fields: [string, string | number | undefined][] = [
    ['auth_date', data.auth_date],
    ['first_name', data.first_name],
    ['id', data.id],
    ['last_name', data.last_name],
    ['photo_url', data.photo_url],
    ['username', data.username],
  ];
  const dataCheckString = fields
    .filter((field): field is [string, string | number] => field[1] !== undefined)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const key = createHash('sha256').update(botToken).digest();
  if (!hmacMatches(key, dataCheckString, data.hash)) return { ok: false, reason: 'signature' };
  const date = checkAuthDate(data.auth_date, maxAgeSeconds, now);
  if (!date.ok) return date;
  return {
    ok: true,
    user: {
      id: data.id,
      firstName: data.first_name,
      lastName: data.last_name ?? null,
      username: data.username ?? null,
      photoUrl: data.photo_url ?? null,
    },
  };
}
