/**
 * initData as a Telegram client signs it, made by @tma.js/init-data-node's `sign()`: an
 * implementation independent of the server's own validator, so a shared misreading of the
 * algorithm cannot make both sides agree.
 */
import { sign } from '@tma.js/init-data-node';

export const TEST_BOT_TOKEN = '7000000001:AAtest-bot-token-for-tests_only';
export const OTHER_BOT_TOKEN = '7000000002:AAanother-bot-token-not-ours';

export type TestTelegramUser = { id: number; first_name: string; last_name?: string; username?: string };

export function signInitData(options: {
  user: TestTelegramUser;
  authDate: Date;
  botToken?: string;
  startParam?: string;
}): string {
  return sign(
    {
      user: { ...options.user, language_code: 'ru', allows_write_to_pm: true },
      query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
      ...(options.startParam ? { start_param: options.startParam } : {}),
    },
    options.botToken ?? TEST_BOT_TOKEN,
    options.authDate,
  );
}
