/**
 * The website implementation of the platform port (docs/design.md#layout, #sessions-and-telegram):
 * localStorage, the History API through wouter, toasts without haptics, and the app's confirmation dialog
 * (the browser's own before the app has mounted it).
 */
import { navigate } from 'wouter/use-browser-location';
import { presentConfirm } from '../confirm-presenter';
import { createLocalStorage } from '../local-storage';
import type { ConfirmOptions, MainButtonHandle, Platform, PlatformStorage } from '../platform';
import { showToast } from '../toast';

interface WebPlatformOptions {
  /** Replaces localStorage (tests). */
  readonly storage?: PlatformStorage;
}

function confirmText({ title, message }: ConfirmOptions): string {
  return title ? `${title}\n\n${message}` : message;
}

/** The website has no native primary button: screens keep their own, so every call is a no-op. */
const NO_MAIN_BUTTON: MainButtonHandle = { update() {}, hide() {} };

function askBeforeUnload(event: BeforeUnloadEvent): void {
  // The browser shows its own text; preventDefault asks, returnValue is for older browsers.
  event.preventDefault();
  event.returnValue = '';
}

export function createWebPlatform(options: WebPlatformOptions = {}): Platform {
  let asking = false;
  const setClosingConfirmation = (enabled: boolean): void => {
    if (enabled === asking) return;
    asking = enabled;
    if (enabled) window.addEventListener('beforeunload', askBeforeUnload);
    else window.removeEventListener('beforeunload', askBeforeUnload);
  };
  return {
    kind: 'web',
    storage: options.storage ?? createLocalStorage(),
    navigation: {
      navigate(path, navigateOptions) {
        navigate(path, { replace: navigateOptions?.replace ?? false });
      },
      // The browser has its own back button; nothing to show or hide.
      onLocationChange() {},
    },
    toast(kind, message) {
      showToast(kind, message);
    },
    haptic() {},
    async confirm(confirmOptions) {
      // The app's accessible dialog once it is mounted (platform/confirm-presenter.ts).
      const shown = presentConfirm(confirmOptions);
      if (shown) return shown;
      try {
        // window.confirm can throw or be blocked (sandboxed frames): that is a "no", never a crash.
        return window.confirm(confirmText(confirmOptions));
      } catch {
        return false;
      }
    },
    mainButton: {
      available: false,
      show: () => NO_MAIN_BUTTON,
    },
    secondaryButton: {
      available: false,
      show: () => NO_MAIN_BUTTON,
    },
    setClosingConfirmation,
    initData() {
      return null;
    },
    startParam() {
      return null;
    },
    openLink(url) {
      try {
        window.open(url, '_blank', 'noopener,noreferrer');
      } catch {
        // A blocked popup is not an error of the app.
      }
    },
    // Loaded when asked: «Рядом со мной» is not part of any first screen.
    requestLocation: () => import('../browser-location').then((module) => module.browserLocation()),
    async downloadFile(url, fileName) {
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = fileName;
        document.body.append(link);
        link.click();
        link.remove();
        return true;
      } catch {
        return false;
      }
    },
    dispose() {
      setClosingConfirmation(false);
    },
  };
}
