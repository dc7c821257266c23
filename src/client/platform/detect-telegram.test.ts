import { afterEach, describe, expect, it } from 'vitest';
import {
  type DetectableWindow,
  isTelegramMiniApp,
  LAUNCH_PARAMS_CACHE_KEY,
  parseLaunchParams,
  readLaunchParams,
} from './detect-telegram';
import { launchParamsQuery, rawInitData } from './test-fixtures';

function memoryStorage(initial: Record<string, string> = {}): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

function fakeWindow(
  location: { hash?: string; search?: string },
  sessionStorage = memoryStorage(),
  navigationUrl?: string,
): DetectableWindow {
  return {
    location: { hash: location.hash ?? '', search: location.search ?? '' },
    sessionStorage,
    performance: { getEntriesByType: () => (navigationUrl ? [{ name: navigationUrl }] : []) },
  };
}

describe('isTelegramMiniApp', () => {
  afterEach(() => {
    window.location.hash = '';
    window.sessionStorage.clear();
    Reflect.deleteProperty(window, 'TelegramWebviewProxy');
  });

  it('is false in a plain browser', () => {
    expect(isTelegramMiniApp(fakeWindow({}))).toBe(false);
    expect(isTelegramMiniApp(window)).toBe(false);
  });

  it('is true when the hash carries launch params, and caches them for the tab', () => {
    const storage = memoryStorage();
    expect(isTelegramMiniApp(fakeWindow({ hash: `#${launchParamsQuery()}` }, storage))).toBe(true);
    expect(storage.getItem(LAUNCH_PARAMS_CACHE_KEY)).toContain('tgWebAppData=');
    // After in-app navigation or a reload Telegram's hash is gone: the cache still says Mini App.
    expect(isTelegramMiniApp(fakeWindow({ search: '?page=2' }, storage))).toBe(true);
  });

  it('works on the real window (happy-dom location and sessionStorage)', () => {
    window.location.hash = launchParamsQuery({ platform: 'tdesktop' });
    expect(isTelegramMiniApp(window)).toBe(true);
    window.location.hash = '';
    expect(isTelegramMiniApp(window)).toBe(true);
  });

  it("is false in Telegram's iOS in-app browser: a webview proxy but no launch params (tma.js#747)", () => {
    Object.defineProperty(window, 'TelegramWebviewProxy', {
      value: { postEvent: () => undefined },
      configurable: true,
    });
    expect(isTelegramMiniApp(window)).toBe(false);
  });

  it('is false for tgWebAppData garbage without version and platform', () => {
    expect(isTelegramMiniApp(fakeWindow({ hash: '#tgWebAppData=garbage' }))).toBe(false);
    const onlyData = new URLSearchParams({ tgWebAppData: rawInitData() }).toString();
    expect(isTelegramMiniApp(fakeWindow({ hash: `#${onlyData}` }))).toBe(false);
  });

  it('is false when one of data, version or platform is missing or malformed', () => {
    expect(isTelegramMiniApp(fakeWindow({ hash: `#${launchParamsQuery({ initData: 'garbage' })}` }))).toBe(
      false,
    );
    expect(isTelegramMiniApp(fakeWindow({ hash: `#${launchParamsQuery({ version: 'latest' })}` }))).toBe(
      false,
    );
    expect(isTelegramMiniApp(fakeWindow({ hash: `#${launchParamsQuery({ platform: '' })}` }))).toBe(false);
    const noVersion = new URLSearchParams(launchParamsQuery());
    noVersion.delete('tgWebAppVersion');
    expect(isTelegramMiniApp(fakeWindow({ hash: `#${noVersion}` }))).toBe(false);
  });

  it('reads params split between query and hash, in any order (docs/telegram-pitfalls.md, pitfall 4)', () => {
    const params = new URLSearchParams(launchParamsQuery());
    const data = params.get('tgWebAppData') ?? '';
    params.delete('tgWebAppData');
    const hash = `#${new URLSearchParams({ tgWebAppData: data })}&${params}`;
    expect(isTelegramMiniApp(fakeWindow({ search: '?tgWebAppStartParam=vacancy_42', hash }))).toBe(true);
  });

  it('falls back to the navigation entry URL when the app has rewritten its URL', () => {
    const original = `https://jobs.example/vacancies/#${launchParamsQuery()}`;
    expect(isTelegramMiniApp(fakeWindow({}, memoryStorage(), original))).toBe(true);
    expect(isTelegramMiniApp(fakeWindow({}, memoryStorage(), 'https://jobs.example/vacancies/'))).toBe(false);
  });

  it("accepts the SDK's own cache (written by @tma.js/bridge and mockTelegramEnv)", () => {
    const storage = memoryStorage({ 'tapps/launchParams': JSON.stringify(launchParamsQuery()) });
    expect(isTelegramMiniApp(fakeWindow({}, storage))).toBe(true);
  });

  it('ignores a corrupt cache', () => {
    const storage = memoryStorage({
      [LAUNCH_PARAMS_CACHE_KEY]: 'tgWebAppData=garbage',
      'tapps/launchParams': '{not json',
    });
    expect(isTelegramMiniApp(fakeWindow({}, storage))).toBe(false);
  });

  it('never throws when sessionStorage is blocked', () => {
    const blocked: DetectableWindow = {
      location: { hash: `#${launchParamsQuery()}`, search: '' },
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(isTelegramMiniApp(blocked)).toBe(true);
    const failing = fakeWindow(
      {},
      {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
      },
    );
    expect(isTelegramMiniApp(failing)).toBe(false);
  });
});

describe('readLaunchParams / parseLaunchParams', () => {
  it('returns the raw query with the initData intact', () => {
    const query = launchParamsQuery();
    const read = readLaunchParams(fakeWindow({ hash: `#${query}` }));
    expect(new URLSearchParams(read ?? '').get('tgWebAppData')).toBe(rawInitData());
  });

  it('accepts leading separators and rejects empty input', () => {
    expect(parseLaunchParams(`?#${launchParamsQuery()}`)).not.toBeNull();
    expect(parseLaunchParams('')).toBeNull();
    expect(parseLaunchParams('#')).toBeNull();
  });
});
