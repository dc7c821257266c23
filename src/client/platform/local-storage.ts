/**
 * localStorage behind the asynchronous PlatformStorage port. The website uses it directly; the
 * Telegram platform uses it as the fallback when device and cloud storage fail or are missing.
 *
 * localStorage throws in real life: SecurityError when the user blocks site data (even reading
 * `window.localStorage` throws then), QuotaExceededError when full, and some webviews drop it
 * (docs/telegram-pitfalls.md, pitfall 10). None of that may reach the app: reads answer null, writes warn and
 * keep the value in memory, so the rest of this session still sees what it wrote.
 */
import type { PlatformStorage } from './platform';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): StorageLike {
  return window.localStorage;
}

export function createLocalStorage(getStorage: () => StorageLike = defaultStorage): PlatformStorage {
  // Values whose write failed, so later reads in this session stay consistent with the writes.
  const unsaved = new Map<string, string>();

  function warn(action: string, key: string, error: unknown): void {
    console.warn(`[platform] localStorage ${action} "${key}" failed; continuing without it`, error);
  }

  return {
    async getItem(key) {
      const pending = unsaved.get(key);
      if (pending !== undefined) return pending;
      try {
        return getStorage().getItem(key);
      } catch (error) {
        warn('read of', key, error);
        return null;
      }
    },
    async setItem(key, value) {
      try {
        getStorage().setItem(key, value);
        unsaved.delete(key);
      } catch (error) {
        unsaved.set(key, value);
        warn('write of', key, error);
      }
    },
    async removeItem(key) {
      unsaved.delete(key);
      try {
        getStorage().removeItem(key);
      } catch (error) {
        warn('removal of', key, error);
      }
    },
  };
}
