/**
 * initData as a Telegram client signs it, made by @tma.js/init-data-node's `sign()` (through the
 * dev launch code, which `npm run dev -- --telegram` and the browser journeys use too): an
 * implementation independent of the server's own validator, so a shared misreading of the
 * algorithm cannot make both sides agree.
 */
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
