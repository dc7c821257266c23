/**
 * Mini App initData validation (core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app;
 * docs/design.md#sessions-and-telegram): the data-check string is every `key=value` pair but `hash`, sorted
 * and joined by "\n"; the key is HMAC-SHA256("WebAppData", bot token); the hash must equal
 * hex(HMAC-SHA256(key, data-check string)), compared in constant time. `auth_date` bounds replay.
 *
 * Written here rather than taken from @tma.js/init-data-node: that library compares with `===`
 * (docs/telegram-pitfalls.md#initdata-on-the-server), and the server's one security check should not depend
 * on a client SDK's release cadence. Its `sign()` serves the tests as an independent second implementation.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TelegramUser = {
  id: number;
  firstName: string;
  lastName: string | null;
  username: string | null;
  photoUrl: string | null;
  /**
   * initData's `allows_write_to_pm` (the bot may write first, issue 13); undefined where the
   * source does not say (the Login Widget), so nothing stored is overwritten.
   */
  allowsWriteToPm?: boolean;
};

type InitDataCheck =
  | { ok: true; user: TelegramUser; authDate: Date; startParam: string | null }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'future' | 'no-user' };

/** Clocks differ a little between Telegram and us: a date this far ahead is still accepted. */
export const CLOCK_SKEW_SECONDS = 60;

const HASH_RE = /^[0-9a-f]{64}$/;

function webAppSecretKey(botToken: string): Buffer {
  return createHmac('sha256', 'WebAppData').update(botToken).digest();
}

/** hex(HMAC-SHA256(key, message)) compared with `hash` in constant time. */
export function hmacMatches(key: Buffer, message: string, hash: string): boolean {
  if (!HASH_RE.test(hash)) return false;
  const expected = createHmac('sha256', key).update(message).digest();
  return timingSafeEqual(expected, Buffer.from(hash, 'hex'));
}

/** Checks `auth_date` (seconds since the epoch) against the allowed age. */
export function checkAuthDate(
  seconds: number,
  maxAgeSeconds: number,
  now: Date,
): { ok: true; date: Date } | { ok: false; reason: 'expired' | 'future' } {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (seconds > nowSeconds + CLOCK_SKEW_SECONDS) return { ok: false, reason: 'future' };
  if (nowSeconds - seconds > maxAgeSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, date: new Date(seconds * 1000) };
}

function parseUser(json: string | null): TelegramUser | null {
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const id: unknown = Reflect.get(value, 'id');
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  const text = (key: string, max: number): string | null => {
    const field: unknown = Reflect.get(value, key);
    return typeof field === 'string' && field !== '' ? field.slice(0, max) : null;
  };
  return {
    id,
    firstName: text('first_name', 256) ?? '',
    lastName: text('last_name', 256),
    username: text('username', 64),
    photoUrl: text('photo_url', 2048),
    allowsWriteToPm: Reflect.get(value, 'allows_write_to_pm') === true,
  };
}

export function validateInitData(
  raw: string,
  botToken: string,
  maxAgeSeconds: number,
  now: Date,
): InitDataCheck {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const hashes = params.getAll('hash');
  const authDates = params.getAll('auth_date');
  // A repeated key would make the data-check string ambiguous: refuse rather than guess.
  const keys = [...params.keys()];
  if (new Set(keys).size !== keys.length) return { ok: false, reason: 'malformed' };
  const hash = hashes[0];
  const authDateText = authDates[0];
  if (hash === undefined || authDateText === undefined || !/^\d{1,12}$/.test(authDateText)) {
    return { ok: false, reason: 'malformed' };
  }
  const dataCheckString = [...params.entries()]
    .filter(([key]) => key !== 'hash')
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  if (!hmacMatches(webAppSecretKey(botToken), dataCheckString, hash)) {
    return { ok: false, reason: 'signature' };
  }
  const date = checkAuthDate(Number(authDateText), maxAgeSeconds, now);
  if (!date.ok) return date;
  const user = parseUser(params.get('user'));
  if (!user) return { ok: false, reason: 'no-user' };
  return { ok: true, user, authDate: date.date, startParam: params.get('start_param') };
}
