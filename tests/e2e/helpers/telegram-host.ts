/**
 * A simulated mobile Telegram client around a real Chromium page. A mobile client gives the Mini
 * App `window.TelegramWebviewProxy.postEvent(type, json)` for app → host calls and answers by
 * calling `window.Telegram.WebView.receiveEvent(type, data)`, which @tma.js/bridge installs.
 * Both ends are real here: an init script defines the proxy before any app script runs, and the
 * app's own SDK receives the answers, so nothing of the Mini App's code is mocked.
 *
 * The host's state (what the app posted, DeviceStorage, CloudStorage, the theme, the next popup
 * answer) lives in Node behind an exposed binding: it survives reloads and navigations of the
 * page as a real client's does, and tests read it synchronously.
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  LIGHT_THEME,
  type MiniAppLaunch,
  miniAppLaunchUrl,
  type ThemeParams,
} from '../../../src/server/dev/mini-app-launch';

interface PostedEvent {
  readonly name: string;
  readonly params: unknown;
  /** The page's URL when the app posted it. */
  readonly url: string;
}

type Answer = readonly [eventType: string, eventData: unknown];

export interface TelegramHost {
  readonly page: Page;
  /** Everything the app posted, in order. */
  readonly posted: readonly PostedEvent[];
  readonly deviceStorage: Map<string, string>;
  readonly cloudStorage: Map<string, string>;
  /** The params of every event of this name the app posted (web_app_setup_back_button…). */
  events(name: string): unknown[];
  /** Delivers a host → app event (back_button_pressed, theme_changed…) through the SDK's receiver. */
  emit(name: string, payload?: unknown): Promise<void>;
  pressBack(): Promise<void>;
  pressMainButton(): Promise<void>;
  /** Switches the client's theme: later theme requests get it too. */
  changeTheme(params: ThemeParams): Promise<void>;
  /** The params of the last web_app_setup_main_button, or null if none was posted. */
  mainButtonState(): Record<string, unknown> | null;
  /** is_visible of the last web_app_setup_back_button, or null if none was posted. */
  backButtonVisible(): boolean | null;
  /** The button id the next popup closes with; null closes it without a choice. */
  setPopupAnswer(buttonId: string | null): void;
  /** The device's safe-area insets, reported now and to later requests (a notch, a home bar). */
  setSafeArea(insets: { top: number; bottom: number; left: number; right: number }): Promise<void>;
  /** Where the device is for «Рядом со мной»; null: the user refuses Telegram's location prompt. */
  setLocation(point: { latitude: number; longitude: number } | null): void;
  /** Opens (or reopens) the Mini App in this page, as Telegram does on a launch. */
  launch(launch: MiniAppLaunch): Promise<void>;
}

const BINDING = '__telegramHostPost';
const hosts = new WeakMap<Page, TelegramHost>();

function fields(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Runs in the page before the app. A string, not a function for playwright to serialise: the
 * TypeScript transpilers insert helpers (esbuild's `__name`) into functions, and those do not
 * exist in the page. Answers come back from Node asynchronously, never inside postEvent, as
 * from a real client.
 */
const PAGE_PROXY = `(() => {
  const binding = ${JSON.stringify(BINDING)};
  const deliver = (type, data) => {
    const webView = window.Telegram && window.Telegram.WebView;
    if (webView && typeof webView.receiveEvent === 'function') webView.receiveEvent(type, data);
  };
  window.TelegramWebviewProxy = {
    postEvent(type, json) {
      let params;
      try {
        params = json ? JSON.parse(json) : undefined;
      } catch {
        params = json;
      }
      const post = window[binding];
      if (typeof post !== 'function') return;
      Promise.resolve(post(type, params)).then((answers) => {
        if (!Array.isArray(answers)) return;
        for (const [eventType, eventData] of answers) deliver(eventType, eventData);
      }, () => undefined);
    },
  };
})();`;

/**
 * Delivers one host → app event in the page (a string for the reason PAGE_PROXY is one). It
 * checks synchronously that the app listens, then delivers on a later task, as a client does:
 * an event that makes the app navigate (back_button_pressed) must not cut our call short.
 */
const EMIT_IN_PAGE = `([type, data]) => {
  const webView = window.Telegram && window.Telegram.WebView;
  if (!webView || typeof webView.receiveEvent !== 'function') {
    throw new Error('The Mini App is not listening: window.Telegram.WebView.receiveEvent is missing');
  }
  setTimeout(() => webView.receiveEvent(type, data), 0);
}`;

function createHost(page: Page): { host: TelegramHost; onPost(name: string, params: unknown): Answer[] } {
  const posted: PostedEvent[] = [];
  const theme = { current: LIGHT_THEME };
  const deviceStorage = new Map<string, string>();
  const cloudStorage = new Map<string, string>();
  let popupAnswer: string | null = null;
  let safeArea = { top: 0, bottom: 0, left: 0, right: 0 };
  let location: { latitude: number; longitude: number } | null = null;

  /** What a client answers to each request the platform makes (see simulated-host.ts). */
  function answersTo(name: string, params: Record<string, unknown>): Answer[] {
    const req_id = params.req_id;
    switch (name) {
      case 'web_app_request_theme':
        return [['theme_changed', { theme_params: theme.current }]];
      case 'web_app_request_viewport': {
        const size = page.viewportSize() ?? { width: 390, height: 740 };
        return [['viewport_changed', { ...size, is_expanded: true, is_state_stable: true }]];
      }
      case 'web_app_request_safe_area':
        return [['safe_area_changed', safeArea]];
      case 'web_app_request_content_safe_area':
        return [['content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }]];
      case 'web_app_device_storage_get_key':
        return [
          ['device_storage_key_received', { req_id, value: deviceStorage.get(text(params.key)) ?? null }],
        ];
      case 'web_app_device_storage_save_key':
        if (typeof params.value === 'string') deviceStorage.set(text(params.key), params.value);
        else deviceStorage.delete(text(params.key));
        return [['device_storage_key_saved', { req_id }]];
      case 'web_app_device_storage_clear':
        deviceStorage.clear();
        return [['device_storage_cleared', { req_id }]];
      case 'web_app_secure_storage_get_key':
      case 'web_app_secure_storage_save_key':
      case 'web_app_secure_storage_restore_key':
      case 'web_app_secure_storage_clear':
        // Like a client without a secure enclave: the app must cope.
        return [['secure_storage_failed', { req_id, error: 'UNSUPPORTED' }]];
      case 'web_app_invoke_custom_method':
        return [['custom_method_invoked', { req_id, result: invokeCloudStorage(params) }]];
      case 'web_app_open_popup':
        return [['popup_closed', popupAnswer === null ? {} : { button_id: popupAnswer }]];
      case 'web_app_request_file_download':
        // The user accepts Telegram's download prompt; the URL is in host.events().
        return [['file_download_requested', { status: 'downloading' }]];
      case 'web_app_check_location':
        return [
          [
            'location_checked',
            { available: true, access_requested: true, access_granted: location !== null },
          ],
        ];
      case 'web_app_request_location':
        return [['location_requested', location ? { available: true, ...location } : { available: false }]];
      default:
        return [];
    }
  }

  function invokeCloudStorage(params: Record<string, unknown>): unknown {
    const args = fields(params.params);
    const keys = Array.isArray(args.keys) ? args.keys.map(text) : [];
    switch (params.method) {
      case 'saveStorageValue':
        cloudStorage.set(text(args.key), text(args.value));
        return true;
      case 'deleteStorageValues':
        for (const key of keys) cloudStorage.delete(key);
        return true;
      case 'getStorageValues':
        return Object.fromEntries(keys.map((key) => [key, cloudStorage.get(key) ?? '']));
      case 'getStorageKeys':
        return [...cloudStorage.keys()];
      default:
        return true;
    }
  }

  const events = (name: string): unknown[] =>
    posted.filter((event) => event.name === name).map((event) => event.params);

  async function emit(name: string, payload?: unknown): Promise<void> {
    await page.evaluate(
      `(${EMIT_IN_PAGE})(${JSON.stringify(payload === undefined ? [name] : [name, payload])})`,
    );
  }

  const host: TelegramHost = {
    page,
    posted,
    deviceStorage,
    cloudStorage,
    events,
    emit,
    pressBack: () => emit('back_button_pressed'),
    pressMainButton: () => emit('main_button_pressed'),
    async changeTheme(params) {
      theme.current = params;
      await emit('theme_changed', { theme_params: params });
    },
    mainButtonState() {
      const all = events('web_app_setup_main_button');
      return all.length === 0 ? null : fields(all[all.length - 1]);
    },
    backButtonVisible() {
      const all = events('web_app_setup_back_button');
      return all.length === 0 ? null : fields(all[all.length - 1]).is_visible === true;
    },
    setPopupAnswer(buttonId) {
      popupAnswer = buttonId;
    },
    setLocation(point) {
      location = point;
    },
    async setSafeArea(insets) {
      safeArea = insets;
      await emit('safe_area_changed', insets);
    },
    async launch(launch) {
      theme.current = launch.themeParams ?? LIGHT_THEME;
      const url = miniAppLaunchUrl({ ...launch, themeParams: theme.current });
      if (page.url() !== 'about:blank') {
        await page.goto(url);
        return;
      }
      // A WebView starts with the Mini App as its only history entry; page.goto would keep the
      // new page's about:blank behind it, and the app's Back would leave the app for it.
      await page.evaluate(`setTimeout(() => window.location.replace(${JSON.stringify(url)}), 0)`);
      await page.waitForURL((current) => current.protocol.startsWith('http'));
    },
  };

  return {
    host,
    onPost(name, params) {
      posted.push({ name, params, url: page.url() });
      return answersTo(name, fields(params));
    },
  };
}

/**
 * Turns a page (or a new page of a context) into a Mini App's WebView. Idempotent per page: the
 * proxy must be defined before the app's scripts, so it is installed before any launch.
 */
export async function installTelegramHost(target: Page | BrowserContext): Promise<TelegramHost> {
  const page = 'newPage' in target ? await target.newPage() : target;
  const existing = hosts.get(page);
  if (existing) return existing;
  const { host, onPost } = createHost(page);
  await page.exposeBinding(BINDING, (_source, name: unknown, params: unknown) => onPost(text(name), params));
  await page.addInitScript({ content: PAGE_PROXY });
  hosts.set(page, host);
  return host;
}

/** Opens the Mini App the way Telegram does: signed initData and theme in the URL, a host around it. */
export async function openMiniApp(
  target: Page | BrowserContext,
  launch: MiniAppLaunch,
): Promise<TelegramHost> {
  const host = await installTelegramHost(target);
  await host.launch(launch);
  return host;
}
