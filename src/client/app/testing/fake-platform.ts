/**
 * A Platform for tests: in-memory storage, real browser-history navigation (as the web platform
 * does, so wouter sees it) and recorded toasts, navigations and location changes.
 */
import { navigate } from 'wouter/use-browser-location';
import type { Platform, PlatformKind, PlatformStorage, ToastKind } from '../../platform/platform';

export interface FakePlatform extends Platform {
  readonly store: Map<string, string>;
  readonly toasts: Array<{ kind: ToastKind; message: string }>;
  readonly navigations: string[];
  readonly locations: string[];
}

export interface FakePlatformOptions {
  kind?: PlatformKind;
  initData?: string | null;
  /** Initial storage content (raw strings, as a real storage holds them). */
  storage?: Record<string, string>;
}

export function createFakePlatform(options: FakePlatformOptions = {}): FakePlatform {
  const store = new Map<string, string>(Object.entries(options.storage ?? {}));
  const toasts: FakePlatform['toasts'] = [];
  const navigations: string[] = [];
  const locations: string[] = [];
  const storage: PlatformStorage = {
    async getItem(key) {
      return store.get(key) ?? null;
    },
    async setItem(key, value) {
      store.set(key, value);
    },
    async removeItem(key) {
      store.delete(key);
    },
  };
  return {
    kind: options.kind ?? 'web',
    storage,
    store,
    toasts,
    navigations,
    locations,
    navigation: {
      navigate(path, navigateOptions) {
        navigations.push(path);
        navigate(path, { replace: navigateOptions?.replace ?? false });
      },
      onLocationChange(path) {
        locations.push(path);
      },
    },
    toast(kind, message) {
      toasts.push({ kind, message });
    },
    haptic() {},
    async confirm() {
      return true;
    },
    initData() {
      return options.initData ?? null;
    },
    dispose() {},
  };
}
