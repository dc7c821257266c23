/**
 * What a Telegram client hands a Mini App when it opens it: initData signed with the bot token,
 * and the launch URL carrying it. Used by the dev-only `/dev/telegram/` page (`npm run dev --
 * --telegram`) and by the browser journeys, so development and tests launch the app the same way.
 *
 * Signing uses @tma.js/init-data-node (a devDependency): an implementation independent of the
 * server's own validator (src/server/telegram/init-data.ts), so the two check each other.
 * Never imported by production code.
 */
import { sign } from '@tma.js/init-data-node';

/**
 * The bot token `npm run dev -- --telegram` signs and validates with when BOT_TOKEN is unset.
 * Worthless anywhere else: no bot has it, and production never loads this module.
 */
export const DEV_BOT_TOKEN = '100000:DEV-ONLY-TOKEN';

/** Bot API 9.1: DeviceStorage (9.0) and everything older the platform uses. */
const DEFAULT_WEB_APP_VERSION = '9.1';

export type ThemeParams = Readonly<Record<string, string>>;

/** Telegram iOS's default day theme. */
export const LIGHT_THEME: ThemeParams = {
  bg_color: '#ffffff',
  secondary_bg_color: '#efeff4',
  text_color: '#000000',
  hint_color: '#8e8e93',
  link_color: '#007aff',
  button_color: '#007aff',
  button_text_color: '#ffffff',
  header_bg_color: '#f8f8f8',
  accent_text_color: '#007aff',
  section_bg_color: '#ffffff',
  section_header_text_color: '#6d6d72',
  subtitle_text_color: '#8e8e93',
  destructive_text_color: '#ff3b30',
  bottom_bar_bg_color: '#f2f2f2',
};

/** Telegram iOS's default night theme. */
export const DARK_THEME: ThemeParams = {
  bg_color: '#000000',
  secondary_bg_color: '#1c1c1d',
  text_color: '#ffffff',
  hint_color: '#98989e',
  link_color: '#3e88f7',
  button_color: '#3e88f7',
  button_text_color: '#ffffff',
  header_bg_color: '#1a1a1a',
  accent_text_color: '#3e88f7',
  section_bg_color: '#2c2c2e',
  section_header_text_color: '#8d8e93',
  subtitle_text_color: '#98989e',
  destructive_text_color: '#eb5545',
  bottom_bar_bg_color: '#1d1d1d',
};

export interface TelegramUserData {
  readonly id: number;
  readonly first_name: string;
  readonly last_name?: string;
  readonly username?: string;
  readonly language_code?: string;
  readonly photo_url?: string;
  /** Whether the user allowed the bot to write to them (pressed /start, or granted requestWriteAccess). */
  readonly allows_write_to_pm?: boolean;
}

interface SignInitDataOptions {
  readonly botToken: string;
  readonly user: TelegramUserData;
  /** When Telegram signed it; now by default (the server refuses initData older than INIT_DATA_MAX_AGE). */
  readonly authDate?: Date;
  /** The deep link's `startapp` value; Telegram puts it in initData as well as in the URL. */
  readonly startParam?: string;
}

/**
 * initData as Telegram passes it: `user=<json>&chat_instance=…&chat_type=sender[&start_param=…]
 * &auth_date=…&signature=&hash=<hex>`, URL-encoded, hash = HMAC-SHA256 over the sorted pairs
 * with the "WebAppData" key. `signature` (Telegram's Ed25519 signature for third parties) stays
 * empty: only Telegram's private key could fill it, and we validate the HMAC only.
 */
export function signInitData({
  botToken,
  user,
  authDate = new Date(),
  startParam,
}: SignInitDataOptions): string {
  return sign(
    {
      // A launch from the private chat with the bot, the common case for a menu button or link.
      user: { ...user },
      chat_instance: String(-(user.id * 7919 + 1)),
      chat_type: 'sender',
      ...(startParam ? { start_param: startParam } : {}),
    },
    botToken,
    authDate,
  );
}

export interface MiniAppLaunch {
  /** The app's origin, e.g. http://127.0.0.1:3000 (no trailing slash needed). */
  readonly baseUrl: string;
  /** The in-app path the Mini App URL points at; `/` by default. */
  readonly path?: string;
  /** Raw initData (signInitData). */
  readonly initData: string;
  readonly startParam?: string;
  readonly themeParams?: ThemeParams;
  /** ios, android, tdesktop, macos, weba, webk… */
  readonly platform?: string;
  readonly version?: string;
}

/**
 * The URL Telegram opens: `<url>?tgWebAppStartParam=…#tgWebAppData=<encoded>&tgWebAppVersion=…
 * &tgWebAppPlatform=…&tgWebAppThemeParams=<json>`. The start parameter travels in the query,
 * everything else in the hash (docs/telegram-pitfalls.md#the-sdk, #the-bot-side), each value percent-encoded
 * once.
 */
export function miniAppLaunchUrl({
  baseUrl,
  path = '/',
  initData,
  startParam,
  themeParams = LIGHT_THEME,
  platform = 'ios',
  version = DEFAULT_WEB_APP_VERSION,
}: MiniAppLaunch): string {
  const url = new URL(path, `${baseUrl.replace(/\/+$/, '')}/`);
  url.hash = '';
  if (startParam) url.searchParams.set('tgWebAppStartParam', startParam);
  const hash = [
    ['tgWebAppData', initData],
    ['tgWebAppVersion', version],
    ['tgWebAppPlatform', platform],
    ['tgWebAppThemeParams', JSON.stringify(themeParams)],
  ]
    .map(([name, value = '']) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${url.toString()}#${hash}`;
}
