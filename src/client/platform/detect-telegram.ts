/**
 * Synchronous "are we a Telegram Mini App?" check, run once at boot before anything else.
 *
 * It imports nothing: the website must not download a byte of @tma.js just to learn that it is
 * the website (docs/design.md#chosen-libraries). The SDK's own `isTMA()` is unusable for this anyway: it also
 * says true when `window.TelegramWebviewProxy` merely exists, which is the case in Telegram's iOS
 * in-app browser, an ordinary browser tab that is no Mini App (docs/telegram-pitfalls.md, pitfall 3,
 * tma.js#747). So only real launch parameters count.
 */

/** Our own sessionStorage cache of the launch parameters (a raw query string). */
/** index.html reads it too, to drop the website's server-rendered markup inside Telegram. */
export const LAUNCH_PARAMS_CACHE_KEY = 'job-board/tma-launch-params';

/**
 * The SDK's cache: @tma.js/bridge writes the raw query, JSON-encoded, under this key after a
 * successful retrieval, and so does `mockTelegramEnv` (dev mode, tests). Reading it is evidence
 * of the same quality as our own cache: it is never written outside a Mini App or its simulation.
 */
const SDK_CACHE_KEY = 'tapps/launchParams';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** The parts of `window` the detector reads; tests pass plain objects. */
export interface DetectableWindow {
  readonly location: { readonly hash: string; readonly search: string };
  readonly sessionStorage?: StorageLike;
  readonly performance?: { getEntriesByType?(type: string): ArrayLike<{ readonly name: string }> };
}

const VERSION_RE = /^\d+(?:\.\d+)*$/;
const PLATFORM_RE = /^[\w-]{1,32}$/;

/**
 * Returns the launch-parameter query when `query` holds real Mini App launch parameters, else null.
 * Real means: `tgWebAppVersion` and `tgWebAppPlatform` are well formed and `tgWebAppData` is an
 * init-data query with `auth_date` and `hash` (a bare `#tgWebAppData=x` is garbage, not a launch).
 */
export function parseLaunchParams(query: string): string | null {
  // Telegram splits the parameters between the query (tgWebAppStartParam) and the hash (the rest),
  // and newer clients reorder them (docs/telegram-pitfalls.md, pitfall 4): treat every `?`/`#` as a plain
  // separator, as the SDK does.
  const normalised = query.replace(/^[?#&]+/, '').replace(/[?#]/g, '&');
  if (!normalised) return null;
  const params = new URLSearchParams(normalised);
  const version = params.get('tgWebAppVersion');
  const platform = params.get('tgWebAppPlatform');
  const rawInitData = params.get('tgWebAppData');
  if (!version || !VERSION_RE.test(version)) return null;
  if (!platform || !PLATFORM_RE.test(platform)) return null;
  if (!rawInitData) return null;
  const initData = new URLSearchParams(rawInitData);
  const authDate = initData.get('auth_date');
  if (!initData.get('hash') || !authDate || !/^\d+$/.test(authDate)) return null;
  return normalised;
}

function fromLocation(win: DetectableWindow): string | null {
  const { search, hash } = win.location;
  return parseLaunchParams(`${search.replace(/^\?/, '')}&${hash.replace(/^#/, '')}`);
}

/** The URL the document was loaded with: still the original one if the app has rewritten its URL. */
function fromNavigationEntry(win: DetectableWindow): string | null {
  const entry = win.performance?.getEntriesByType?.('navigation')[0];
  if (!entry?.name) return null;
  const start = entry.name.search(/[?#]/);
  return start < 0 ? null : parseLaunchParams(entry.name.slice(start));
}

function storageOf(win: DetectableWindow): StorageLike | null {
  try {
    // Reading the property itself throws a SecurityError when storage is blocked.
    return win.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function fromCache(storage: StorageLike | null): string | null {
  if (!storage) return null;
  try {
    const own = storage.getItem(LAUNCH_PARAMS_CACHE_KEY);
    if (own !== null) {
      const parsed = parseLaunchParams(own);
      if (parsed) return parsed;
    }
    const sdk = storage.getItem(SDK_CACHE_KEY);
    if (sdk === null) return null;
    const decoded: unknown = JSON.parse(sdk);
    return typeof decoded === 'string' ? parseLaunchParams(decoded) : null;
  } catch {
    return null;
  }
}

function remember(storage: StorageLike | null, query: string): void {
  try {
    storage?.setItem(LAUNCH_PARAMS_CACHE_KEY, query);
  } catch {
    // A blocked or full sessionStorage only costs us detection after a reload.
  }
}

/**
 * The raw launch-parameter query from the first source that has real ones: the current URL,
 * the URL the document was loaded with, then the per-tab cache. Telegram passes the parameters
 * in the hash on the first load only; after in-app navigation and a reload they are gone from
 * the URL, which is why a hit from the URL is cached for the rest of the tab's life.
 */
export function readLaunchParams(win: DetectableWindow): string | null {
  const storage = storageOf(win);
  let fromUrl: string | null = null;
  try {
    fromUrl = fromLocation(win) ?? fromNavigationEntry(win);
  } catch {
    fromUrl = null;
  }
  if (fromUrl) {
    remember(storage, fromUrl);
    return fromUrl;
  }
  return fromCache(storage);
}

/** True only inside a real Telegram Mini App (see the module comment). Never throws. */
export function isTelegramMiniApp(win: DetectableWindow): boolean {
  return readLaunchParams(win) !== null;
}
