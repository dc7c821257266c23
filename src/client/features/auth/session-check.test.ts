import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { messages } from '../../../shared/messages';
import { createFakeFetch, type FailureAnswer, type FakeAnswer, stub } from '../../app/testing/fake-fetch';
import { createFakePlatform } from '../../app/testing/fake-platform';
import { accountAtom, authAtom } from '../../lib/app-state';
import { createHttpClient, getBearerToken, setBearerToken } from '../../lib/http';
import { createStore } from '../../lib/store';
import { telegramSignInAtom } from '../../lib/telegram-session';
import { readServerHandle, runSessionCheck } from './session-check';

type TgLoginAnswer = FakeAnswer<typeof endpoints.telegram.tgLogin>;

const ACCOUNT = { id: 7, kind: 'student', email: 'anna@example.ru', name: 'Анна' } as const;
const STORED = { token: 'handle-1', kind: 'student' } as const;

function setup(
  options: {
    kind?: 'web' | 'telegram';
    session?: FakeAnswer<typeof endpoints.auth.currentSession>;
    stored?: boolean;
  } = {},
) {
  window.history.replaceState(null, '', '/');
  const stored = options.stored ?? true;
  const platform = createFakePlatform({
    kind: options.kind ?? 'web',
    storage: stored ? { auth: JSON.stringify(STORED), favourites: '{}' } : {},
  });
  const fake = createFakeFetch([
    stub(endpoints.auth.logout, { data: null }),
    stub(
      endpoints.auth.currentSession,
      options.session ?? { data: { kind: 'student', token: 'handle-1', account: ACCOUNT } },
    ),
  ]);
  const store = createStore();
  if (stored) store.set(authAtom, STORED);
  const http = createHttpClient({ fetch: fake.fetch });
  const run = (serverHandle: string | null) =>
    runSessionCheck({ platform, http, store, storedAuth: stored ? STORED : null, serverHandle });
  return { platform, fake, store, run };
}

const logoutCalls = (fake: ReturnType<typeof createFakeFetch>) =>
  fake.requests.filter((request) => request.url.pathname === '/api/logout/').length;

describe('start-up session check on the website (docs/product.md#start-up-and-logout)', () => {
  it('a matching token changes nothing (and fetches the account name)', async () => {
    const { platform, fake, store, run } = setup();
    expect(await run('handle-1')).toEqual({ verdict: 'valid', account: null });
    expect(platform.toasts).toEqual([]);
    expect(logoutCalls(fake)).toBe(0);
    expect(platform.store.has('auth')).toBe(true);
    expect(store.get(accountAtom)).toEqual(ACCOUNT);
  });

  it('a differing token discards auth, shows the exact toast and logs out', async () => {
    const { platform, fake, store, run } = setup();
    expect((await run('another')).verdict).toBe('expired');
    expect(platform.toasts).toEqual([{ kind: 'error', message: 'Пожалуйста, авторизуйтесь снова!' }]);
    expect(platform.toasts[0]?.message).toBe(messages.sessionExpired);
    expect(logoutCalls(fake)).toBe(1);
    expect(platform.store.has('auth')).toBe(false);
    expect(platform.store.has('favourites')).toBe(false);
    expect(store.get(authAtom)).toBeNull();
    expect(platform.navigations).toEqual(['/login/']);
  });

  it('no server session (null handle) with a stored record is a mismatch', async () => {
    const { platform, fake, run } = setup();
    expect((await run(null)).verdict).toBe('expired');
    expect(platform.toasts[0]?.message).toBe(messages.sessionExpired);
    expect(logoutCalls(fake)).toBe(1);
  });

  it('without a stored record nothing happens', async () => {
    const { platform, fake, run } = setup({ stored: false });
    expect(await run('handle-1')).toEqual({ verdict: 'no-auth' });
    expect(platform.toasts).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it('a failed logout after a mismatch adds the logout toast', async () => {
    const { platform, fake, run } = setup();
    fake.on(endpoints.auth.logout, { networkError: true });
    await run('another');
    expect(platform.toasts.map((toast) => toast.message)).toEqual([
      messages.sessionExpired,
      messages.logoutFailed,
    ]);
    expect(platform.navigations).toEqual([]);
  });
});

describe('start-up session check inside Telegram (docs/design.md#sessions-and-telegram): the check is tg-login', () => {
  const INIT_DATA = 'user=%7B%22id%22%3A5%7D&auth_date=1&hash=ab';
  const signedIn = (token: string): TgLoginAnswer => ({
    data: { kind: 'student', token, account: ACCOUNT, bearer: `bearer-${token}` },
  });
  const refused = (status: number, code: string): FailureAnswer => ({ status, message: 'Нет входа.', code });

  function telegram(answer: TgLoginAnswer, options: { stored?: boolean } = {}) {
    window.history.replaceState(null, '', '/');
    const stored = options.stored ?? true;
    const platform = createFakePlatform({
      kind: 'telegram',
      initData: INIT_DATA,
      storage: stored
        ? { auth: JSON.stringify(STORED), telegram_session: JSON.stringify('bearer-old'), favourites: '{}' }
        : {},
    });
    const fake = createFakeFetch([
      stub(endpoints.telegram.tgLogin, answer),
      stub(endpoints.auth.logout, { data: null }),
    ]);
    const store = createStore();
    if (stored) store.set(authAtom, STORED);
    const http = createHttpClient({ fetch: fake.fetch });
    const run = () =>
      runSessionCheck({ platform, http, store, storedAuth: stored ? STORED : null, serverHandle: null });
    return { platform, fake, store, run };
  }

  afterEach(() => setBearerToken(null));

  it('signs in with initData alone: bearer and auth stored, account known, no toast', async () => {
    const { platform, fake, store, run } = telegram(signedIn('handle-1'), { stored: false });
    expect(await run()).toEqual({ verdict: 'valid', account: ACCOUNT });
    expect(JSON.parse(fake.requests[0]?.body ?? '{}')).toEqual({ initData: INIT_DATA });
    expect(JSON.parse(platform.store.get('telegram_session') ?? 'null')).toBe('bearer-handle-1');
    expect(JSON.parse(platform.store.get('auth') ?? 'null')).toEqual({ token: 'handle-1', kind: 'student' });
    expect(store.get(authAtom)).toEqual({ token: 'handle-1', kind: 'student' });
    expect(store.get(accountAtom)).toEqual(ACCOUNT);
    expect(store.get(telegramSignInAtom)).toBe('signed-in');
    expect(getBearerToken()).toBe('bearer-handle-1');
    expect(platform.toasts).toEqual([]);
  });

  it('a new session silently replaces the stored one: no «авторизуйтесь снова», no logout', async () => {
    const { platform, fake, store, run } = telegram(signedIn('handle-2'));
    expect((await run()).verdict).toBe('valid');
    expect(store.get(authAtom)).toEqual({ token: 'handle-2', kind: 'student' });
    expect(JSON.parse(platform.store.get('telegram_session') ?? 'null')).toBe('bearer-handle-2');
    expect(platform.toasts).toEqual([]);
    expect(logoutCalls(fake)).toBe(0);
    expect(platform.navigations).toEqual([]);
  });

  for (const [status, code, reason] of [
    [404, 'telegram-unlinked', 'unlinked'],
    [403, 'telegram-signed-out', 'signed-out'],
  ] as const) {
    it(`${status} ${code} clears the stored session quietly`, async () => {
      const { platform, fake, store, run } = telegram(refused(status, code));
      expect(await run()).toEqual({ verdict: 'telegram-refused', reason });
      expect(platform.store.has('auth')).toBe(false);
      expect(platform.store.has('telegram_session')).toBe(false);
      expect(platform.store.has('favourites')).toBe(true);
      expect(store.get(authAtom)).toBeNull();
      expect(store.get(telegramSignInAtom)).toBe(reason);
      expect(getBearerToken()).toBeNull();
      expect(platform.toasts).toEqual([]);
      expect(logoutCalls(fake)).toBe(0);
      expect(platform.navigations).toEqual([]);
    });
  }

  for (const answer of [
    { networkError: true },
    { status: 503, message: 'Бот не настроен.' },
    { status: 401, message: 'Нет.', code: 'init-data-invalid' },
  ] as const) {
    it(`decides nothing on ${'networkError' in answer ? 'a network failure' : answer.status}`, async () => {
      const { platform, store, run } = telegram(answer);
      expect(await run()).toEqual({ verdict: 'unknown' });
      expect(platform.store.get('auth')).toBe(JSON.stringify(STORED));
      expect(platform.store.has('telegram_session')).toBe(true);
      expect(store.get(authAtom)).toEqual(STORED);
      expect(platform.toasts).toEqual([]);
    });
  }

  it('never asks GET /api/session/ or compares with the shell global', async () => {
    const { fake, run } = telegram(signedIn('handle-1'));
    await run();
    expect(fake.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /api/tg-login/',
    ]);
  });
});

describe('readServerHandle', () => {
  it('reads the shell global, null when absent or empty', () => {
    expect(readServerHandle({ __SESSION_TOKEN__: 'abc' })).toBe('abc');
    expect(readServerHandle({ __SESSION_TOKEN__: null })).toBeNull();
    expect(readServerHandle({ __SESSION_TOKEN__: '' })).toBeNull();
    expect(readServerHandle({})).toBeNull();
  });
});
