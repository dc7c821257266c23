/**
 * Storage inside Telegram: DeviceStorage (Mini Apps 9.0) when the client has it, else
 * CloudStorage (6.9), else localStorage. localStorage alone is not enough there: Telegram Desktop
 * on Linux does not persist it (docs/telegram-pitfalls.md, pitfall 10).
 *
 * Every Telegram call is guarded, because the host misbehaves in known ways: CloudStorage
 * rejects values over 4096 characters (docs/telegram-pitfalls.md, pitfall 9, DATA_JSON_INVALID), answers
 * ERR_NOT_SUPPORTED or nothing at all on some clients (macOS callbacks never fire). So each call has a
 * deadline, and the first failure switches this session to localStorage for good: waiting out a dead host
 * on every read would stall the app, and mixing sources mid-session would serve stale values.
 */
import { cloudStorage, deviceStorage } from '@tma.js/sdk';
import type { PlatformStorage } from '../platform';

/** CloudStorage's per-value limit in characters (core.telegram.org/bots/webapps#cloudstorage). */
const CLOUD_STORAGE_VALUE_LIMIT = 4096;

/** How long a Telegram storage call may take before we give up on it. */
const TELEGRAM_STORAGE_TIMEOUT_MS = 2000;

const CLOUD_KEY_RE = /^[A-Za-z0-9_-]{1,128}$/;

/** One Telegram-side key-value store, reduced to what the fallback logic needs. */
export interface RemoteStore {
  readonly name: string;
  readonly maxValueLength: number;
  acceptsKey(key: string): boolean;
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

function isAvailable(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}

/** DeviceStorage, then CloudStorage, whichever this client supports; null when neither is. */
export function pickRemoteStore(): RemoteStore | null {
  if (isAvailable(() => deviceStorage.getItem.isAvailable())) {
    return {
      name: 'DeviceStorage',
      maxValueLength: Number.POSITIVE_INFINITY,
      acceptsKey: (key) => key.length > 0,
      get: (key) => deviceStorage.getItem(key),
      set: (key, value) => deviceStorage.setItem(key, value),
      remove: (key) => deviceStorage.deleteItem(key),
    };
  }
  if (isAvailable(() => cloudStorage.getItem.isAvailable())) {
    return {
      name: 'CloudStorage',
      maxValueLength: CLOUD_STORAGE_VALUE_LIMIT,
      acceptsKey: (key) => CLOUD_KEY_RE.test(key),
      // CloudStorage answers '' for a missing key; we never store empty strings (callers serialise JSON).
      get: async (key) => (await cloudStorage.getItem(key)) || null,
      set: async (key, value) => {
        await cloudStorage.setItem(key, value);
      },
      remove: async (key) => {
        await cloudStorage.deleteItem(key);
      },
    };
  }
  return null;
}

/**
 * On a client with DeviceStorage, the copies an older client version left in CloudStorage of the
 * keys that must stay on one device (the session's bearer): CloudStorage syncs to every device of
 * the user (docs/decisions/055). Fire and forget: a client that never answers changes nothing.
 */
export function forgetCloudCopies(remote: RemoteStore | null, keys: readonly string[]): void {
  if (remote?.name !== 'DeviceStorage') return;
  if (!isAvailable(() => cloudStorage.deleteItem.isAvailable())) return;
  for (const key of keys) {
    try {
      cloudStorage.deleteItem(key).catch((error: unknown) => {
        console.warn(`[platform] Telegram CloudStorage removal of "${key}" failed`, error);
      });
    } catch (error) {
      console.warn(`[platform] Telegram CloudStorage removal of "${key}" failed`, error);
    }
  }
}

/** Runs `run` with a deadline; a synchronous throw becomes a rejection. */
function withDeadline<T>(run: () => Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    Promise.resolve()
      .then(run)
      .then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
  });
}

interface TelegramStorageOptions {
  readonly timeoutMs?: number;
}

/**
 * A PlatformStorage over `remote` that falls back to `local`. Invariant: a key lives in one place
 * only. Over-limit values go to `local` and are deleted remotely; a successful remote write drops
 * the local copy. Reads therefore ask `remote` first and `local` when `remote` has nothing.
 */
export function createTelegramStorage(
  remote: RemoteStore | null,
  local: PlatformStorage,
  options: TelegramStorageOptions = {},
): PlatformStorage {
  const timeoutMs = options.timeoutMs ?? TELEGRAM_STORAGE_TIMEOUT_MS;
  let usable = remote;

  /** Calls the remote store; on any failure retires it and answers `fallback()` instead. */
  async function attempt<T>(
    action: string,
    call: (store: RemoteStore) => Promise<T>,
    fallback: () => Promise<T>,
  ): Promise<T> {
    const store = usable;
    if (!store) return fallback();
    try {
      return await withDeadline(() => call(store), timeoutMs);
    } catch (error) {
      if (usable === store) {
        usable = null;
        console.warn(
          `[platform] Telegram ${store.name} ${action} failed; using localStorage from now on`,
          error,
        );
      }
      return fallback();
    }
  }

  return {
    async getItem(key) {
      if (!usable?.acceptsKey(key)) return local.getItem(key);
      const value = await attempt(
        `read of "${key}"`,
        (store) => store.get(key),
        () => local.getItem(key),
      );
      return value ?? local.getItem(key);
    },
    async setItem(key, value) {
      const store = usable;
      if (!store?.acceptsKey(key)) return local.setItem(key, value);
      if (value.length > store.maxValueLength) {
        console.warn(
          `[platform] "${key}" has ${value.length} characters, over ${store.name}'s limit of ` +
            `${store.maxValueLength}; keeping it in localStorage`,
        );
        await local.setItem(key, value);
        await attempt(
          `removal of "${key}"`,
          (s) => s.remove(key),
          async () => undefined,
        );
        return;
      }
      const saved = await attempt(
        `write of "${key}"`,
        async (s) => {
          await s.set(key, value);
          return true;
        },
        async () => false,
      );
      if (saved) await local.removeItem(key);
      else await local.setItem(key, value);
    },
    async removeItem(key) {
      await local.removeItem(key);
      if (!usable?.acceptsKey(key)) return;
      await attempt(
        `removal of "${key}"`,
        (store) => store.remove(key),
        async () => undefined,
      );
    },
  };
}
