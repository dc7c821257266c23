import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage } from '../local-storage';
import { createTelegramStorage, type RemoteStore } from './telegram-storage';

interface FakeRemote extends RemoteStore {
  readonly values: Map<string, string>;
  failWith: Error | null;
  hang: boolean;
  calls: number;
}

function fakeRemote(maxValueLength = 4096): FakeRemote {
  const remote: FakeRemote = {
    name: 'FakeStorage',
    maxValueLength,
    values: new Map(),
    failWith: null,
    hang: false,
    calls: 0,
    acceptsKey: (key) => /^[\w-]{1,128}$/.test(key),
    get: (key) => run(() => remote.values.get(key) ?? null),
    set: (key, value) => run(() => void remote.values.set(key, value)),
    remove: (key) => run(() => void remote.values.delete(key)),
  };
  function run<T>(action: () => T): Promise<T> {
    remote.calls += 1;
    if (remote.hang) return new Promise<T>(() => {});
    if (remote.failWith) return Promise.reject(remote.failWith);
    return Promise.resolve(action());
  }
  return remote;
}

describe('createTelegramStorage', () => {
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('round-trips through the remote store and keeps localStorage clean', async () => {
    const remote = fakeRemote();
    const storage = createTelegramStorage(remote, createLocalStorage());
    window.localStorage.setItem('auth', 'stale local copy');
    await storage.setItem('auth', 'fresh');
    expect(remote.values.get('auth')).toBe('fresh');
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(await storage.getItem('auth')).toBe('fresh');
    await storage.removeItem('auth');
    expect(await storage.getItem('auth')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps over-limit values in localStorage and removes the remote copy', async () => {
    const remote = fakeRemote(10);
    const storage = createTelegramStorage(remote, createLocalStorage());
    remote.values.set('favourites', 'old');
    await storage.setItem('favourites', '{"1":true,"2":true}');
    expect(remote.values.has('favourites')).toBe(false);
    expect(window.localStorage.getItem('favourites')).toBe('{"1":true,"2":true}');
    expect(await storage.getItem('favourites')).toBe('{"1":true,"2":true}');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('limit of 10'));
  });

  it('never throws a host error into the app and switches to localStorage for the session', async () => {
    const remote = fakeRemote();
    const storage = createTelegramStorage(remote, createLocalStorage());
    remote.failWith = new Error('ERR_NOT_SUPPORTED');
    await expect(storage.setItem('auth', 'value')).resolves.toBeUndefined();
    expect(window.localStorage.getItem('auth')).toBe('value');
    const callsAfterFailure = remote.calls;
    remote.failWith = null;
    expect(await storage.getItem('auth')).toBe('value');
    await storage.setItem('auth', 'second');
    expect(remote.calls).toBe(callsAfterFailure);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('gives up on a host that never answers (macOS CloudStorage, docs/telegram-pitfalls.md, pitfall 9)', async () => {
    vi.useFakeTimers();
    try {
      const remote = fakeRemote();
      window.localStorage.setItem('auth', 'local');
      const storage = createTelegramStorage(remote, createLocalStorage(), { timeoutMs: 1000 });
      remote.hang = true;
      const read = storage.getItem('auth');
      await vi.advanceTimersByTimeAsync(1000);
      expect(await read).toBe('local');
      // Retired: the next call does not wait again.
      expect(await storage.getItem('auth')).toBe('local');
      expect(remote.calls).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns a synchronous throw of the SDK into a fallback', async () => {
    const remote = fakeRemote();
    const storage = createTelegramStorage(
      {
        ...remote,
        get: () => {
          throw new Error('FunctionUnavailableError');
        },
      },
      createLocalStorage(),
    );
    window.localStorage.setItem('auth', 'local');
    expect(await storage.getItem('auth')).toBe('local');
  });

  it('reads localStorage when the remote store has nothing, and for keys it cannot hold', async () => {
    const remote = fakeRemote();
    const storage = createTelegramStorage(remote, createLocalStorage());
    window.localStorage.setItem('recent_vacancies', 'from an earlier over-limit write');
    expect(await storage.getItem('recent_vacancies')).toBe('from an earlier over-limit write');
    await storage.setItem('key with spaces', 'v');
    expect(remote.values.size).toBe(0);
    expect(window.localStorage.getItem('key with spaces')).toBe('v');
  });

  it('is plain localStorage when Telegram offers no storage', async () => {
    const storage = createTelegramStorage(null, createLocalStorage());
    await storage.setItem('auth', 'value');
    expect(window.localStorage.getItem('auth')).toBe('value');
    await storage.removeItem('auth');
    expect(await storage.getItem('auth')).toBeNull();
  });
});
