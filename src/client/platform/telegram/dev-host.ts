/**
 * DEVELOPMENT ONLY: a simulated Telegram client for `npm run dev -- --telegram`. The dev page
 * `/dev/telegram/` opens the app with real launch parameters (initData signed with the dev bot
 * token) in a plain browser tab, where no Telegram client answers the SDK. This module stands in
 * for one, as the official template's mockEnv.ts does (docs/telegram-pitfalls.md, pitfall 1): it answers what
 * the platform asks (theme, viewport, safe areas, DeviceStorage, CloudStorage, popups) and draws the
 * BackButton and MainButton that Telegram would draw, so they can be pressed.
 *
 * `load-platform.ts` imports it only when `import.meta.env.MODE` is development, so builds contain
 * none of it (the browser journeys check the build for DEV_HOST_MARKER).
 */
import { emitEvent, mockTelegramEnv } from '@tma.js/sdk';
import { readLaunchParams } from '../detect-telegram';

/** Logged once when the simulation starts; never present in a production build. */
const DEV_HOST_MARKER = '[dev-telegram] simulated Telegram host';

const DEVICE_KEY = 'dev-telegram/device-storage';
const DEV_LOCATION = { latitude: 55.7988, longitude: 49.1064 };
const CLOUD_KEY = 'dev-telegram/cloud-storage';

type Fields = Record<string, unknown>;

function fields(value: unknown): Fields {
  return typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A string map in localStorage: a real client keeps DeviceStorage across launches too. */
function persistentMap(key: string) {
  const read = (): Record<string, string> => {
    try {
      const parsed = fields(JSON.parse(window.localStorage.getItem(key) ?? '{}'));
      return Object.fromEntries(
        Object.entries(parsed).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
      );
    } catch {
      return {};
    }
  };
  const write = (map: Record<string, string>): void => window.localStorage.setItem(key, JSON.stringify(map));
  return {
    get: (name: string): string | undefined => read()[name],
    set: (name: string, value: string) => write({ ...read(), [name]: value }),
    remove: (names: readonly string[]) =>
      write(Object.fromEntries(Object.entries(read()).filter(([name]) => !names.includes(name)))),
    keys: () => Object.keys(read()),
  };
}

function inIframe(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/** The theme the launch URL carried (tgWebAppThemeParams), the one a real client would send. */
function launchTheme(launchParams: string): Fields {
  try {
    return fields(JSON.parse(new URLSearchParams(launchParams).get('tgWebAppThemeParams') ?? '{}'));
  } catch {
    return {};
  }
}

/** Telegram's native popup, approximated with the browser's confirm dialog. */
function popupAnswer(params: Fields): Fields {
  const buttons = Array.isArray(params.buttons) ? params.buttons.map(fields) : [];
  const confirmButton = buttons.find((button) => button.type !== 'cancel' && button.type !== 'close');
  const cancelButton = buttons.find((button) => button !== confirmButton);
  const message = [text(params.title), text(params.message)].filter(Boolean).join('\n\n');
  const chosen = window.confirm(message) ? confirmButton : cancelButton;
  return chosen ? { button_id: text(chosen.id) } : {};
}

/** The BackButton and MainButton Telegram draws outside the page, drawn over it here. */
function createChrome(emit: (name: string) => void) {
  const back = document.createElement('button');
  back.type = 'button';
  back.textContent = '‹ Назад (Telegram)';
  // Centred at the top, clear of the app's own header buttons at the sides.
  Object.assign(back.style, {
    position: 'fixed',
    top: '8px',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: '2147483647',
  });
  back.addEventListener('click', () => emit('back_button_pressed'));
  const bottomButton = {
    position: 'fixed',
    left: '8px',
    right: '8px',
    bottom: '8px',
    zIndex: '2147483647',
    padding: '12px',
    border: '0',
    borderRadius: '10px',
    font: 'inherit',
  };
  const main = document.createElement('button');
  main.type = 'button';
  Object.assign(main.style, bottomButton);
  main.addEventListener('click', () => emit('main_button_pressed'));
  // The SecondaryButton sits on the MainButton's left, each taking half the row while both show.
  const secondary = document.createElement('button');
  secondary.type = 'button';
  Object.assign(secondary.style, { ...bottomButton, right: 'calc(50% + 4px)' });
  secondary.addEventListener('click', () => emit('secondary_button_pressed'));
  const attach = (): void => {
    document.body.append(back, main, secondary);
  };
  const layOut = (): void => {
    main.style.left = secondary.hidden ? '8px' : 'calc(50% + 4px)';
  };
  if (document.body) attach();
  else document.addEventListener('DOMContentLoaded', attach, { once: true });
  back.hidden = true;
  main.hidden = true;
  secondary.hidden = true;
  return {
    backButton(params: Fields): void {
      back.hidden = params.is_visible !== true;
    },
    mainButton(params: Fields): void {
      main.hidden = params.is_visible !== true;
      main.disabled = params.is_active === false;
      main.textContent = `${text(params.text)}${params.is_progress_visible === true ? ' …' : ''}`;
      main.style.background = text(params.color) || '#2481cc';
      main.style.color = text(params.text_color) || '#ffffff';
    },
    secondaryButton(params: Fields): void {
      secondary.hidden = params.is_visible !== true;
      secondary.disabled = params.is_active === false;
      secondary.textContent = `${text(params.text)}${params.is_progress_visible === true ? ' …' : ''}`;
      secondary.style.background = text(params.color) || '#ffffff';
      secondary.style.color = text(params.text_color) || '#2481cc';
      secondary.style.border = '1px solid currentColor';
      layOut();
    },
  };
}

/**
 * Installs the simulation when the page has launch parameters but no Telegram client around it:
 * no `TelegramWebviewProxy` (mobile clients) and no parent frame (Telegram Web, Desktop).
 */
export function installDevHostIfNeeded(): void {
  const launchParams = readLaunchParams(window);
  if (!launchParams || 'TelegramWebviewProxy' in window || inIframe()) return;

  const device = persistentMap(DEVICE_KEY);
  const cloud = persistentMap(CLOUD_KEY);
  const theme = launchTheme(launchParams);
  // A real client answers after the call returns, never inside it.
  const emit = (name: string, payload?: unknown): void => {
    setTimeout(() => emitEvent(name, payload), 0);
  };
  const chrome = createChrome((name) => emit(name));

  function invokeCustomMethod(method: unknown, args: Fields): unknown {
    const keys = Array.isArray(args.keys) ? args.keys.map(text) : [];
    if (method === 'saveStorageValue') cloud.set(text(args.key), text(args.value));
    if (method === 'deleteStorageValues') cloud.remove(keys);
    if (method === 'getStorageValues')
      return Object.fromEntries(keys.map((key) => [key, cloud.get(key) ?? '']));
    if (method === 'getStorageKeys') return cloud.keys();
    return true;
  }

  /** The event a client sends back for a request, or null when it sends none. */
  function answerTo(name: string, params: Fields): readonly [string, unknown] | null {
    const req_id = params.req_id;
    switch (name) {
      case 'web_app_request_theme':
        return ['theme_changed', { theme_params: theme }];
      case 'web_app_request_viewport': {
        const { innerHeight: height, innerWidth: width } = window;
        return ['viewport_changed', { height, width, is_expanded: true, is_state_stable: true }];
      }
      case 'web_app_request_safe_area':
        return ['safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }];
      case 'web_app_request_content_safe_area':
        return ['content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }];
      case 'web_app_device_storage_get_key':
        return ['device_storage_key_received', { req_id, value: device.get(text(params.key)) ?? null }];
      case 'web_app_device_storage_save_key':
        if (typeof params.value === 'string') device.set(text(params.key), params.value);
        else device.remove([text(params.key)]);
        return ['device_storage_key_saved', { req_id }];
      case 'web_app_device_storage_clear':
        device.remove(device.keys());
        return ['device_storage_cleared', { req_id }];
      case 'web_app_invoke_custom_method':
        return [
          'custom_method_invoked',
          { req_id, result: invokeCustomMethod(params.method, fields(params.params)) },
        ];
      case 'web_app_open_popup':
        return ['popup_closed', popupAnswer(params)];
      // «Рядом со мной»: the user lets the bot know where they are — the Kremlin of Kazan.
      case 'web_app_check_location':
        return ['location_checked', { available: true, access_requested: true, access_granted: true }];
      case 'web_app_request_location':
        return ['location_requested', { available: true, ...DEV_LOCATION }];
      default:
        return null;
    }
  }

  function onEvent(name: string, params: Fields): void {
    if (name === 'web_app_setup_back_button') chrome.backButton(params);
    if (name === 'web_app_setup_main_button') chrome.mainButton(params);
    if (name === 'web_app_setup_secondary_button') chrome.secondaryButton(params);
    const answer = answerTo(name, params);
    if (answer) emit(...answer);
  }

  mockTelegramEnv({
    launchParams,
    onEvent(event) {
      onEvent(event.name, fields(event.params));
    },
  });
  // For the browser console: emit('theme_changed', { theme_params: {...} }) and the like.
  Reflect.set(window, '__devTelegram', { emit });
  console.info(`${DEV_HOST_MARKER}: the app runs as a Mini App in this tab (npm run dev -- --telegram)`);
}
