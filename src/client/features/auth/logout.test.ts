import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { messages } from '../../../shared/messages';
import { createFakeFetch, type FakeAnswer, stub } from '../../app/testing/fake-fetch';
import { createFakePlatform } from '../../app/testing/fake-platform';
import { accountAtom, authAtom, favouritesAtom } from '../../lib/app-state';
import { createHttpClient, getBearerToken, setBearerToken } from '../../lib/http';
import { createStore } from '../../lib/store';
import { telegramSignInAtom } from '../../lib/telegram-session';
import { logout } from './logout';

const AUTH = '{"token":"t1","kind":"student"}';
const FAVOURITES = '{"vacancy:1":true}';

function setup(answer: FakeAnswer<typeof endpoints.auth.logout>, initData: string | null = null) {
  window.history.replaceState(null, '', '/');
  const platform = createFakePlatform({
    initData,
    storage: { auth: AUTH, favourites: FAVOURITES, other: 'x' },
  });
  const fake = createFakeFetch([stub(endpoints.auth.logout, answer)]);
  const store = createStore();
  store.set(authAtom, { token: 't1', kind: 'student' });
  store.set(accountAtom, { id: 1, kind: 'student', email: 'a@b.ru', name: 'Анна' });
  store.set(favouritesAtom, { 'vacancy:1': true });
  return { platform, fake, store, http: createHttpClient({ fetch: fake.fetch }) };
}

describe('logout (docs/product.md#start-up-and-logout, #api-calls, #error-catalogue)', () => {
  it('on success removes auth and favourites and goes to the student login page', async () => {
    const { platform, fake, store, http } = setup({ data: null });
    setBearerToken('b');
    expect(await logout({ platform, http, store })).toBe(true);
    expect(platform.store.has('auth')).toBe(false);
    expect(platform.store.has('favourites')).toBe(false);
    expect(platform.store.get('other')).toBe('x');
    expect(store.get(authAtom)).toBeNull();
    expect(store.get(accountAtom)).toBeNull();
    expect(store.get(favouritesAtom)).toEqual({});
    expect(getBearerToken()).toBeNull();
    expect(platform.navigations).toEqual(['/login/']);
    expect(window.location.pathname).toBe('/login/');
    expect(platform.toasts).toEqual([]);
    expect(fake.requests[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('on success:false shows the exact toast, keeps everything and stays', async () => {
    const { platform, store, http } = setup({ status: 200, message: 'Нет.' });
    expect(await logout({ platform, http, store })).toBe(false);
    expect(platform.toasts).toEqual([{ kind: 'error', message: messages.logoutFailed }]);
    expect(platform.toasts[0]?.message).toBe('Произошла ошибка при выходе из аккаунта!');
    expect(platform.store.get('auth')).toBe(AUTH);
    expect(platform.store.get('favourites')).toBe(FAVOURITES);
    expect(store.get(authAtom)).toEqual({ token: 't1', kind: 'student' });
    expect(platform.navigations).toEqual([]);
  });

  it('on a network failure does the same', async () => {
    const { platform, store, http } = setup({ networkError: true });
    expect(await logout({ platform, http, store })).toBe(false);
    expect(platform.toasts).toEqual([{ kind: 'error', message: messages.logoutFailed }]);
    expect(platform.store.get('auth')).toBe(AUTH);
    expect(platform.navigations).toEqual([]);
  });

  it('on a server error status does the same', async () => {
    const { platform, store, http } = setup({ status: 500, message: 'Сбой' });
    expect(await logout({ platform, http, store })).toBe(false);
    expect(platform.toasts).toEqual([{ kind: 'error', message: messages.logoutFailed }]);
  });

  it('sends initData as a query parameter when the platform has it', async () => {
    const { platform, fake, store, http } = setup({ data: null }, 'user=1&hash=ab');
    await logout({ platform, http, store });
    expect(fake.requests[0]?.url.searchParams.get('initData')).toBe('user=1&hash=ab');
    expect(fake.requests[0]?.method).toBe('POST');
  });

  it('inside Telegram also forgets the bearer, and the login screen will offer «Войти через Telegram»', async () => {
    window.history.replaceState(null, '', '/');
    const platform = createFakePlatform({
      kind: 'telegram',
      initData: 'user=1&hash=ab',
      storage: { auth: AUTH, favourites: FAVOURITES, telegram_session: '"bearer-1"' },
    });
    const fake = createFakeFetch([stub(endpoints.auth.logout, { data: null })]);
    const store = createStore();
    store.set(authAtom, { token: 't1', kind: 'student' });
    setBearerToken('bearer-1');
    expect(await logout({ platform, http: createHttpClient({ fetch: fake.fetch }), store })).toBe(true);
    // The request itself still carried the credential: the server ends that session.
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer bearer-1');
    expect(platform.store.has('telegram_session')).toBe(false);
    expect(getBearerToken()).toBeNull();
    expect(store.get(telegramSignInAtom)).toBe('signed-out');
    expect(platform.navigations).toEqual(['/login/']);
  });

  it('keeps the bearer when the logout failed', async () => {
    const platform = createFakePlatform({ kind: 'telegram', storage: { telegram_session: '"bearer-1"' } });
    const fake = createFakeFetch([stub(endpoints.auth.logout, { networkError: true })]);
    setBearerToken('bearer-1');
    const store = createStore();
    expect(await logout({ platform, http: createHttpClient({ fetch: fake.fetch }), store })).toBe(false);
    expect(platform.store.get('telegram_session')).toBe('"bearer-1"');
    expect(getBearerToken()).toBe('bearer-1');
    setBearerToken(null);
  });

  it('sends no parameter when initData is absent or empty', async () => {
    for (const initData of [null, '']) {
      const { platform, fake, store, http } = setup({ data: null }, initData);
      await logout({ platform, http, store });
      expect(fake.requests[0]?.url.search).toBe('');
    }
  });
});
