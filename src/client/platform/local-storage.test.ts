import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage } from './local-storage';

function throwingStorage(error: Error): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  return {
    getItem: () => {
      throw error;
    },
    setItem: () => {
      throw error;
    },
    removeItem: () => {
      throw error;
    },
  };
}

describe('createLocalStorage', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('round-trips through window.localStorage', async () => {
    const storage = createLocalStorage();
    expect(await storage.getItem('auth')).toBeNull();
    await storage.setItem('auth', '{"token":"t","kind":"student"}');
    expect(window.localStorage.getItem('auth')).toBe('{"token":"t","kind":"student"}');
    expect(await storage.getItem('auth')).toBe('{"token":"t","kind":"student"}');
    await storage.removeItem('auth');
    expect(await storage.getItem('auth')).toBeNull();
    expect(window.localStorage.getItem('auth')).toBeNull();
  });

  it('answers null and warns when reading throws (blocked site data)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createLocalStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(await storage.getItem('auth')).toBeNull();
    await expect(storage.removeItem('auth')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('swallows a quota error, warns, and keeps the value for this session', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createLocalStorage(() => throwingStorage(new DOMException('full', 'QuotaExceededError')));
    await expect(storage.setItem('favourites', '{"1":true}')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"favourites"'), expect.any(DOMException));
    expect(await storage.getItem('favourites')).toBe('{"1":true}');
    await storage.removeItem('favourites');
    expect(await storage.getItem('favourites')).toBeNull();
  });

  it('forgets the in-memory copy once a later write succeeds', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let full = true;
    const real = window.localStorage;
    const storage = createLocalStorage(() =>
      full ? throwingStorage(new DOMException('full', 'QuotaExceededError')) : real,
    );
    await storage.setItem('auth', 'first');
    full = false;
    await storage.setItem('auth', 'second');
    real.setItem('auth', 'changed elsewhere');
    expect(await storage.getItem('auth')).toBe('changed elsewhere');
  });
});
