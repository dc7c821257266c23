/**
 * Signed initData for browser journeys. The signing itself lives with the dev-only launch code
 * (src/server/dev/mini-app-launch.ts), so `npm run dev -- --telegram` and the journeys hand the
 * app exactly the same launch; this module only fixes the journeys' bot and users.
 */
import { signInitData, type TelegramUserData } from '../../../src/server/dev/mini-app-launch';

export { signInitData } from '../../../src/server/dev/mini-app-launch';

/** The journeys' bot: any token of BotFather's shape works, the server only checks the HMAC. */
export const JOURNEY_BOT = {
  BOT_TOKEN: '123456:TEST-TOKEN-for-journeys',
  BOT_USERNAME: 'career_board_bot',
  MINI_APP_NAME: 'app',
  // Telegram is out of reach here: the server must not long-poll it with the embedded database.
  BOT_POLLING: 'false',
} as const;

/** A Telegram user linked to no account: the app treats them as a guest. */
export const GUEST_TELEGRAM_USER: TelegramUserData = {
  id: 700_000_001,
  first_name: 'Гость',
  last_name: 'Телеграмов',
  username: 'guest_journey',
  language_code: 'ru',
};

/** initData for the journeys' bot, signed now. */
export function journeyInitData(user: TelegramUserData = GUEST_TELEGRAM_USER, startParam?: string): string {
  return signInitData({ botToken: JOURNEY_BOT.BOT_TOKEN, user, startParam });
}
