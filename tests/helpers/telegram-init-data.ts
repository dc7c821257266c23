/**
 * initData as a Telegram client signs it, made by @tma.js/init-data-node's `sign()` (through the
 * dev launch code, which `npm run dev -- --telegram` and the browser journeys use too): an
 * implementation independent of the server's own validator, so a shared misreading of the
 * algorithm cannot make both sides agree.
 */
import { createHash, createHmac } from 'node:crypto';
import { signInitData as sign } from '../../src/server/dev/mini-app-launch';

export const TEST_BOT_TOKEN = '7000000001:AAtest-bot-token-for-tests_only';
export const OTHER_BOT_TOKEN = '7000000002:AAanother-bot-token-not-ours';

export type TestTelegramUser = {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  allows_write_to_pm?: boolean;
};

export function signInitData(options: {
  user: TestTelegramUser;
  authDate: Date;
  botToken?: string;
  startParam?: string;
}): string {
  return sign({
    botToken: options.botToken ?? TEST_BOT_TOKEN,
    user: { ...options.user, language_code: 'ru' },
    authDate: options.authDate,
    ...(options.startParam ? { startParam: options.startParam } : {}),
  });
}

/**
 * The website Login Widget's answer as telegram.org signs it: HMAC-SHA256 of the sorted
 * `key=value` lines under SHA256(botToken) (server/telegram/login-widget.ts checks it).
 */
export function signWidgetAnswer(
  user: { id: number; first_name: string; username?: string },
  authDate: Date,
  botToken = TEST_BOT_TOKEN,
) {
  const data = { ...user, auth_date: Math.floor(authDate.getTime() / 1000) };
  const dataCheck = Object.entries(data)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const key = createHash('sha256').update(botToken).digest();
  return { ...data, hash: createHmac('sha256', key).update(dataCheck).digest('hex') };
}
