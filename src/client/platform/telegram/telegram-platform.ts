/**
 * The Telegram Mini App implementation of the platform port (docs/design.md#layout, #sessions-and-telegram).
 * Loaded only by `load-platform.ts` through a dynamic import, so @tma.js/sdk ships in a chunk of its own that
 * website visitors never download.
 *
 * Rule of this file: nothing the host does may throw into the app. Every SDK call goes through
 * `.ifAvailable` (which checks environment, version support and mounting) inside a try.
 */
import { backButton, hapticFeedback, popup, retrieveRawInitData } from '@tma.js/sdk';
import { navigate } from 'wouter/use-browser-location';
import { STORAGE_KEYS } from '../../../shared/constants';
import { createLocalStorage } from '../local-storage';
import { closeTopOverlay, LEAVE_UNSAVED, onOverlaysChange, openOverlayCount } from '../overlay-stack';
import type { ConfirmOptions, HapticKind, Platform, PlatformStorage } from '../platform';
import { showToast } from '../toast';
import { bootTelegramSdk } from './telegram-boot';
import { telegramDownload } from './telegram-download';
import { openOutsideLink, readStartParam, routeOutsideLinks } from './telegram-links';
import {
  createTelegramMainButton,
  createTelegramSecondaryButton,
  setTelegramClosingConfirmation,
} from './telegram-main-button';
import { createTelegramStorage, forgetCloudCopies, pickRemoteStore } from './telegram-storage';
import { telegramRequestWriteAccess } from './telegram-write-access';

/** PopupParams limits (core.telegram.org/bots/webapps#popupparams); the SDK rejects longer texts. */
const POPUP_TITLE_MAX = 64;
const POPUP_MESSAGE_MAX = 256;
const POPUP_BUTTON_TEXT_MAX = 64;

const DEFAULT_CONFIRM_TEXT = 'Подтвердить';

/**
 * How long after `history.back()` we wait for the location to change before assuming there was
 * nothing to go back to: a deep link opens the app on an inner screen with no history, and
 * Telegram Web recreates its iframe and loses history (docs/telegram-pitfalls.md, pitfall 11).
 */
const BACK_FALLBACK_MS = 400;

const ROOT_PATH = '/';

interface TelegramPlatformOptions {
  /** Replaces the Telegram-backed storage (tests). */
  readonly storage?: PlatformStorage;
  /** Deadline of each DeviceStorage/CloudStorage call, see telegram-storage.ts. */
  readonly storageTimeoutMs?: number;
}

function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1)}…`;
}

function isRoot(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === '' || pathname === ROOT_PATH;
}

function guarded(step: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    console.warn(`[platform] Telegram ${step} failed`, error);
  }
}

function triggerHaptic(kind: HapticKind): void {
  guarded(`haptic "${kind}"`, () => {
    switch (kind) {
      case 'success':
      case 'error':
      case 'warning':
        hapticFeedback.notificationOccurred.ifAvailable(kind);
        return;
      case 'selection':
        hapticFeedback.selectionChanged.ifAvailable();
        return;
      case 'impact':
        hapticFeedback.impactOccurred.ifAvailable('light');
        return;
    }
  });
}

function browserConfirm({ title, message }: ConfirmOptions): boolean {
  try {
    return window.confirm(title ? `${title}\n\n${message}` : message);
  } catch {
    return false;
  }
}

async function nativeConfirm(options: ConfirmOptions): Promise<boolean> {
  if (!popup.show.isAvailable()) return browserConfirm(options);
  const title = truncate(options.title ?? '', POPUP_TITLE_MAX);
  // The SDK rejects an empty message; a confirm without one is a caller bug, but still answerable.
  const message = truncate(options.message, POPUP_MESSAGE_MAX) || title || '?';
  try {
    const buttonId = await popup.show({
      title,
      message,
      buttons: [
        {
          id: 'ok',
          type: options.destructive ? 'destructive' : 'default',
          text: truncate(options.confirmText ?? DEFAULT_CONFIRM_TEXT, POPUP_BUTTON_TEXT_MAX),
        },
        // Without a caller's text, the native "Cancel" is localised by Telegram itself.
        options.cancelText
          ? { id: 'cancel', type: 'default', text: truncate(options.cancelText, POPUP_BUTTON_TEXT_MAX) }
          : { id: 'cancel', type: 'cancel' },
      ],
    });
    return buttonId === 'ok';
  } catch (error) {
    // E.g. another popup is already open (ConcurrentCallError): not confirmed.
    console.warn('[platform] Telegram popup failed', error);
    return false;
  }
}

function readInitData(): string | null {
  try {
    // The only source of initData exactly as signed (tma.js#682; docs/telegram-pitfalls.md#the-sdk): the
    // server checks its HMAC.
    return retrieveRawInitData() || null;
  } catch {
    return null;
  }
}

/** Boots the SDK and builds the platform. Rejects only when the SDK cannot start at all. */
export async function createTelegramPlatform(options: TelegramPlatformOptions = {}): Promise<Platform> {
  const shutdownSdk = bootTelegramSdk();
  const mainButton = createTelegramMainButton();
  const secondaryButton = createTelegramSecondaryButton();
  let backFallback: ReturnType<typeof setTimeout> | undefined;
  // While a form has unsaved changes the BackButton asks first: it is history.back(), which no
  // in-page link guard sees, and Telegram's closing confirmation covers only closing the app.
  let guardingUnsaved = false;

  function goTo(path: string, replace: boolean): void {
    navigate(path, { replace });
  }

  function goBack(): void {
    clearTimeout(backFallback);
    if (window.history.length <= 1) {
      goTo(ROOT_PATH, true);
      return;
    }
    const before = window.location.href;
    window.history.back();
    backFallback = setTimeout(() => {
      if (window.location.href === before) goTo(ROOT_PATH, true);
    }, BACK_FALLBACK_MS);
  }

  // The BackButton does nothing by itself; the template's pattern is history back
  // (docs/telegram-pitfalls.md#design-conventions). An open sheet or dialog is closed first: Back means "away
  // from what is on top". One that holds unsaved text asks before it closes (platform/overlay-stack.ts).
  const askLeave = () => nativeConfirm(LEAVE_UNSAVED);
  function onBackPressed(): void {
    if (closeTopOverlay(askLeave)) return;
    if (!guardingUnsaved) {
      goBack();
      return;
    }
    void askLeave().then((leave) => {
      if (leave) goBack();
    });
  }

  let offBackClick: VoidFunction | null = null;
  guarded('backButton.onClick', () => {
    const bound = backButton.onClick.ifAvailable(onBackPressed);
    offBackClick = bound.ok ? bound.data : null;
  });

  const remote = options.storage ? null : pickRemoteStore();
  const storage =
    options.storage ??
    createTelegramStorage(remote, createLocalStorage(), { timeoutMs: options.storageTimeoutMs });
  // The session stays on this device: DeviceStorage holds it from Mini Apps 9.0 (docs/decisions/055).
  forgetCloudCopies(remote, [STORAGE_KEYS.telegramSession]);

  let initData = readInitData();

  // Shown off the root, and at the root too while an overlay is open (so Android's hardware back,
  // which Telegram routes to a visible BackButton, closes it instead of the app).
  let currentPath = window.location.pathname;
  function syncBackButton(): void {
    guarded('backButton visibility', () => {
      if (isRoot(currentPath) && openOverlayCount() === 0) backButton.hide.ifAvailable();
      else backButton.show.ifAvailable();
    });
  }
  const offOverlays = onOverlaysChange(syncBackButton);
  const offOutsideLinks = routeOutsideLinks();

  return {
    kind: 'telegram',
    storage,
    navigation: {
      navigate(path, navigateOptions) {
        goTo(path, navigateOptions?.replace ?? false);
      },
      onLocationChange(path) {
        currentPath = path;
        syncBackButton();
      },
    },
    toast(kind, message) {
      // 'info' is not worth a buzz: haptics are for outcomes, used sparingly
      // (docs/telegram-pitfalls.md#design-conventions).
      if (kind !== 'info') triggerHaptic(kind);
      showToast(kind, message);
    },
    haptic: triggerHaptic,
    confirm: nativeConfirm,
    mainButton,
    secondaryButton,
    setClosingConfirmation(enabled) {
      guardingUnsaved = enabled;
      setTelegramClosingConfirmation(enabled);
    },
    initData() {
      // Read again if the first read missed: the value never changes within a launch.
      initData ??= readInitData();
      return initData;
    },
    startParam: readStartParam,
    openLink: openOutsideLink,
    downloadFile: telegramDownload,
    requestWriteAccess: telegramRequestWriteAccess,
    // Loaded when asked: «Рядом со мной» is not part of any first screen.
    requestLocation: () => import('./telegram-location').then((module) => module.telegramRequestLocation()),
    dispose() {
      clearTimeout(backFallback);
      guardingUnsaved = false;
      offOverlays();
      offOutsideLinks();
      mainButton.dispose();
      secondaryButton.dispose();
      guarded('backButton.offClick', () => offBackClick?.());
      offBackClick = null;
      guarded('backButton.hide', () => {
        backButton.hide.ifAvailable();
      });
      shutdownSdk();
    },
  };
}
