import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { createFakeFetch, type FakeAnswer } from '../../app/testing/fake-fetch';
import { createFakePlatform } from '../../app/testing/fake-platform';
import { accountAtom, authAtom } from '../../lib/app-state';
import { createHttpClient } from '../../lib/http';
import { createStore } from '../../lib/store';
import { readServerHandle, runSessionCheck } from './session-check';

const ACCOUNT = { id: 7, kind: 'student', email: 'anna@example.ru', name: 'Анна' } as const;
const STORED = { token: 'handle-1', kind: 'student' } as const;

function setup(options: { kind?: 'web' | 'telegram'; session?: FakeAnswer; stored?: boolean } = {}) {
  window.history.replaceState(null, '', '/');
  const stored = options.stored ?? true;
  const platform = createFakePlatform({
    kind: options.kind ?? 'web',
    storage: stored ? { auth: JSON.stringify(STORED), favourites: '{}' } : {},
  });
  const fake = createFakeFetch({
    'POST /api/logout/': { json: { success: true, data: null } },
    'GET /api/session/': options.session ?? {
      json: { success: true, data: { kind: 'student', token: 'handle-1', account: ACCOUNT } },
    },
  });
  const store = createStore();
  if (stored) store.set(authAtom, STORED);
  const http = createHttpClient({ fetch: fake.fetch });
  const run = (serverHandle: string | null) =>
    runSessionCheck({ platform, http, store, storedAuth: stored ? STORED : null, serverHandle });
  return { platform, fake, store, run };
}

const logoutCalls = (fake: ReturnType<typeof createFakeFetch>) =>
  fake.requests.filter((request) => request.url.pathname === '/api/logout/').length;

describe('start-up session check on the website (SPEC §4)', () => {
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
    fake.on('POST /api/logout/', { networkError: true });
    await run('another');
    expect(platform.toasts.map((toast) => toast.message)).toEqual([
      messages.sessionExpired,
      messages.logoutFailed,
    ]);
    expect(platform.navigations).toEqual([]);
  });
});

describe('start-up session check inside Telegram (DESIGN §7)', () => {
  it('compares with GET /api/session/ and keeps a matching session', async () => {
    const { platform, fake, store, run } = setup({ kind: 'telegram' });
    expect(await run(null)).toEqual({ verdict: 'valid', account: ACCOUNT });
    expect(platform.toasts).toEqual([]);
    expect(logoutCalls(fake)).toBe(0);
    expect(store.get(accountAtom)).toEqual(ACCOUNT);
  });

  it('a 401 decides nothing: opening the Mini App never by itself asks to sign in again', async () => {
    const { platform, fake, run } = setup({
      kind: 'telegram',
      session: { status: 401, json: { success: false, message: 'Войдите' } },
    });
    expect(await run(null)).toEqual({ verdict: 'unknown' });
    expect(platform.toasts).toEqual([]);
    expect(logoutCalls(fake)).toBe(0);
    expect(platform.store.has('auth')).toBe(true);
  });

  it('a different session token is a mismatch', async () => {
    const { run } = setup({
      kind: 'telegram',
      session: { json: { success: true, data: { kind: 'student', token: 'other', account: ACCOUNT } } },
    });
    expect((await run('handle-1')).verdict).toBe('expired');
  });

  it('a network failure skips the check', async () => {
    const { platform, fake, run } = setup({ kind: 'telegram', session: { networkError: true } });
    expect(await run(null)).toEqual({ verdict: 'unknown' });
    expect(platform.toasts).toEqual([]);
    expect(logoutCalls(fake)).toBe(0);
    expect(platform.store.has('auth')).toBe(true);
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
