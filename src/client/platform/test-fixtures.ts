/**
 * Launch parameters as Telegram passes them, for the platform's tests only (imported by *.test.ts,
 * never by product code). The hash is not a valid signature: the client never checks it.
 */

const TEST_USER = { id: 4242, first_name: 'Анна', last_name: 'Иванова', language_code: 'ru' } as const;

/** A raw initData query in Telegram's shape (auth_date, hash, signature, user JSON). */
export function rawInitData(authDate = 1_767_225_600): string {
  return new URLSearchParams({
    user: JSON.stringify(TEST_USER),
    chat_instance: '-1234567890',
    chat_type: 'sender',
    auth_date: String(authDate),
    signature: 'c2lnbmF0dXJl',
    hash: '8a1b6f0c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f90',
  }).toString();
}

interface LaunchParamsFixture {
  readonly version?: string;
  readonly platform?: string;
  readonly initData?: string;
}

/** The launch-parameter query (no leading `#`), as found in a Mini App's first URL hash. */
export function launchParamsQuery({
  version = '9.0',
  platform = 'android',
  initData = rawInitData(),
}: LaunchParamsFixture = {}): string {
  return new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: version,
    tgWebAppPlatform: platform,
    tgWebAppThemeParams: JSON.stringify({
      bg_color: '#ffffff',
      text_color: '#000000',
      button_color: '#2481cc',
    }),
  }).toString();
}
