/**
 * The website implementation of the platform port (DESIGN §3, §7): localStorage, the History API
 * through wouter, toasts without haptics, and the browser's own confirm dialog.
 */
import { navigate } from 'wouter/use-browser-location';
import { showToast } from '../../lib/toast';
import { createLocalStorage } from '../local-storage';
import type { ConfirmOptions, Platform, PlatformStorage } from '../platform';

export interface WebPlatformOptions {
  /** Replaces localStorage (tests). */
  readonly storage?: PlatformStorage;
}

function confirmText({ title, message }: ConfirmOptions): string {
  return title ? `${title}\n\n${message}` : message;
}

export function createWebPlatform(options: WebPlatformOptions = {}): Platform {
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
      try {
        // window.confirm can throw or be blocked (sandboxed frames): that is a "no", never a crash.
        return window.confirm(confirmText(confirmOptions));
      } catch {
        return false;
      }
    },
    initData() {
      return null;
    },
    dispose() {},
  };
}
