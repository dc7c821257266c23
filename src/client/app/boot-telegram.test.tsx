import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints';
import { authAtom } from '../lib/app-state';
import { createHttpClient, getBearerToken, setBearerToken } from '../lib/http';
import { telegramSignInAtom } from '../lib/telegram-session';
import { boot } from './boot';
import { START_PARAM_APPLIED_KEY } from './start-link';
import { createFakeFetch, type FailureAnswer, type FakeAnswer, stub } from './testing/fake-fetch';
import { createFakePlatform } from './testing/fake-platform';

afterEach(() => {
  cleanup();
  setBearerToken(null);
  window.sessionStorage.clear();
});

const INIT_DATA = 'user=%7B%22id%22%3A5%7D&auth_date=1&hash=ab';
const ACCOUNT = { id: 7, kind: 'student', email: 'anna@example.ru', name: 'Анна' } as const;
type TgLoginAnswer = FakeAnswer<typeof endpoints.telegram.tgLogin>;
const signedIn = (token: string, bearer: string): TgLoginAnswer => ({
  data: { kind: 'student', token, account: ACCOUNT, bearer },
});

function start(options: {
  path?: string;
  storage?: Record<string, string>;
  tgLogin: TgLoginAnswer;
  startParam?: string | null;
}) {
  window.history.replaceState(null, '', options.path ?? '/');
  const container = document.createElement('div');
  document.body.append(container);
  const platform = createFakePlatform({
    kind: 'telegram',
    initData: INIT_DATA,
    storage: options.storage ?? {},
    startParam: options.startParam ?? null,
  });
  const fake = createFakeFetch([
    stub(endpoints.telegram.tgLogin, options.tgLogin),
    stub(endpoints.vacancy.vacancyRecent, { data: { count: 2, items: [], since: null } }),
  ]);
  const booting = boot({
    container,
    loadPlatform: async () => platform,
    http: createHttpClient({ fetch: fake.fetch }),
    // Inside Telegram the shell knows no session.
    scope: { __SESSION_TOKEN__: null },
  });
  const calls = (path: string) => fake.requests.filter((request) => request.url.pathname === path);
  return { platform, fake, booting, calls };
}

describe('boot inside Telegram: sign-in with initData (docs/design.md#sessions-and-telegram)', () => {
  it('signs in with no form: stored bearer sent, new bearer and auth kept, no toast, refresh runs', async () => {
    const { platform, booting, calls } = start({
      storage: { auth: '{"token":"old","kind":"student"}', telegram_session: '"bearer-old"' },
      tgLogin: signedIn('new', 'bearer-new'),
    });
    const result = await booting;
    expect(await result?.sessionCheck).toEqual({ verdict: 'valid', account: ACCOUNT });
    const [login] = calls('/api/tg-login/');
    // The stored bearer lets the server answer the same live session instead of a new one.
    expect(login?.headers.get('Authorization')).toBe('Bearer bearer-old');
    expect(JSON.parse(login?.body ?? '{}')).toEqual({ initData: INIT_DATA });
    expect(platform.store.get('telegram_session')).toBe('"bearer-new"');
    expect(JSON.parse(platform.store.get('auth') ?? 'null')).toEqual({ token: 'new', kind: 'student' });
    expect(result?.store.get(authAtom)).toEqual({ token: 'new', kind: 'student' });
    expect(getBearerToken()).toBe('bearer-new');
    expect(platform.toasts).toEqual([]);
    expect(await result?.recentRefresh).toBe('refreshed');
    expect(calls('/api/vacancy/recent')[0]?.headers.get('Authorization')).toBe('Bearer bearer-new');
    act(() => result?.root.unmount());
  });

  it('signed out inside Telegram: quiet, and the login screen offers «Войти через Telegram»', async () => {
    const { platform, fake, booting, calls } = start({
      path: '/login/',
      storage: { auth: '{"token":"old","kind":"student"}', telegram_session: '"bearer-old"' },
      tgLogin: { status: 403, message: 'Вы вышли.', code: 'telegram-signed-out' },
    });
    const result = await booting;
    expect(await result?.sessionCheck).toEqual({ verdict: 'telegram-refused', reason: 'signed-out' });
    expect(platform.toasts).toEqual([]);
    expect(platform.store.has('auth')).toBe(false);
    expect(platform.store.has('telegram_session')).toBe(false);
    expect(await result?.recentRefresh).toBe('skipped');
    const button = await screen.findByRole('button', { name: 'Войти через Telegram' });
    expect(screen.queryByText('Зарегистрироваться', { selector: '.button' })).toBeNull();
    fake.on(endpoints.telegram.tgLogin, signedIn('again', 'bearer-again'));
    fireEvent.click(button);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(JSON.parse(calls('/api/tg-login/')[1]?.body ?? '{}')).toEqual({
      initData: INIT_DATA,
      resume: true,
    });
    expect(platform.store.get('telegram_session')).toBe('"bearer-again"');
    expect(result?.store.get(telegramSignInAtom)).toBe('signed-in');
    act(() => result?.root.unmount());
  });

  it('unlinked: a screen that needs sign-in asks for it, the login screen offers registration', async () => {
    const { platform, booting } = start({
      path: '/board/student/edit/',
      storage: { auth: '{"token":"old","kind":"student"}' },
      tgLogin: { status: 404, message: 'Нет аккаунта.', code: 'telegram-unlinked' },
    });
    const result = await booting;
    expect(await result?.sessionCheck).toEqual({ verdict: 'telegram-refused', reason: 'unlinked' });
    expect(platform.toasts).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Раздел для студентов' })).toBeTruthy();
    act(() => platform.navigation.navigate('/login/'));
    const section = await screen.findByRole('region', { name: 'Вход через Telegram' });
    expect(within(section).getByRole('link', { name: 'Зарегистрироваться' }).getAttribute('href')).toBe(
      '/registration/',
    );
    expect(within(section).queryByRole('button', { name: 'Войти через Telegram' })).toBeNull();
    // The email form stays below for linking an existing account.
    expect(screen.getByRole('button', { name: 'Войти' })).toBeTruthy();
    act(() => result?.root.unmount());
  });

  it('a network failure decides nothing: what is stored stays', async () => {
    const { platform, booting } = start({
      storage: { auth: '{"token":"old","kind":"student"}', telegram_session: '"bearer-old"' },
      tgLogin: { networkError: true },
    });
    const result = await booting;
    expect(await result?.sessionCheck).toEqual({ verdict: 'unknown' });
    expect(platform.store.get('auth')).toBe('{"token":"old","kind":"student"}');
    expect(platform.store.get('telegram_session')).toBe('"bearer-old"');
    expect(result?.store.get(authAtom)).toEqual({ token: 'old', kind: 'student' });
    expect(getBearerToken()).toBe('bearer-old');
    expect(platform.toasts).toEqual([]);
    act(() => result?.root.unmount());
  });

  it('refused initData (expired) is said, with a button that opens the bot to launch again', async () => {
    Reflect.set(window, '__APP_CONFIG__', { mapTileUrl: 'x', botUsername: 'career_bot' });
    try {
      const { platform, booting } = start({
        path: '/vacancies/',
        tgLogin: { status: 401, message: 'Telegram не подтвердил вход.', code: 'init-data-invalid' },
      });
      const result = await booting;
      await result?.sessionCheck;
      expect(result?.store.get(telegramSignInAtom)).toBe('invalid');
      const notice = await screen.findByRole('alert', { name: 'Не удалось войти через Telegram' });
      expect(notice.textContent).toContain('Данные запуска неверны или устарели');
      fireEvent.click(within(notice).getByRole('button', { name: 'Открыть бота @career_bot' }));
      expect(platform.openedLinks).toEqual(['https://t.me/career_bot']);
      fireEvent.click(within(notice).getByRole('button', { name: 'Понятно' }));
      expect(screen.queryByRole('alert', { name: 'Не удалось войти через Telegram' })).toBeNull();
      act(() => result?.root.unmount());
    } finally {
      Reflect.deleteProperty(window, '__APP_CONFIG__');
    }
  });

  it('a bearer stored on the website is never read or sent', async () => {
    window.history.replaceState(null, '', '/');
    const container = document.createElement('div');
    document.body.append(container);
    const platform = createFakePlatform({ storage: { telegram_session: '"stray"' } });
    const fake = createFakeFetch();
    const result = await boot({
      container,
      loadPlatform: async () => platform,
      http: createHttpClient({ fetch: fake.fetch }),
      scope: { __SESSION_TOKEN__: null },
    });
    expect(await result?.sessionCheck).toEqual({ verdict: 'no-auth' });
    expect(getBearerToken()).toBeNull();
    act(() => result?.root.unmount());
  });
});

describe('boot inside Telegram: deep links', () => {
  const unlinked: FailureAnswer = { status: 404, message: 'Нет аккаунта.', code: 'telegram-unlinked' };

  it('opens the start parameter’s screen once per tab, not again after a reload', async () => {
    const first = start({ tgLogin: unlinked, startParam: 'vacancy_42' });
    const result = await first.booting;
    expect(window.location.pathname).toBe('/vacancy/42/');
    expect(first.platform.navigations).toEqual(['/vacancy/42/']);
    expect(window.sessionStorage.getItem(START_PARAM_APPLIED_KEY)).toBe('vacancy_42');
    act(() => result?.root.unmount());

    // A reload keeps the launch parameters; the user had moved on to the list meanwhile.
    const reload = start({ path: '/vacancies/', tgLogin: unlinked, startParam: 'vacancy_42' });
    const again = await reload.booting;
    expect(window.location.pathname).toBe('/vacancies/');
    expect(reload.platform.navigations).toEqual([]);
    act(() => again?.root.unmount());
  });

  it('opens exactly the item each start parameter names', async () => {
    for (const [param, path] of [
      ['vacancy_42', '/vacancy/42/'],
      ['company_7', '/company/7/'],
      ['recent', '/vacancies/recent/'],
      ['feedback_5', '/board/feedbacks/?id=5'],
      ['student_3', '/board/students/?id=3'],
      // The bot's «Все результаты» (bot/search-reply.ts): the list searched for the words sent.
      [
        'search_0YHRgtCw0LbQuNGA0L7QstC60LAgcHl0aG9u',
        '/vacancies/?text=%D1%81%D1%82%D0%B0%D0%B6%D0%B8%D1%80%D0%BE%D0%B2%D0%BA%D0%B0+python',
      ],
      ['subscriptions', '/subscriptions/'],
    ] as const) {
      window.sessionStorage.clear();
      const launch = start({ tgLogin: unlinked, startParam: param });
      const result = await launch.booting;
      expect(`${window.location.pathname}${window.location.search}`, param).toBe(path);
      act(() => result?.root.unmount());
    }
  });

  it('ignores a start parameter that names nothing', async () => {
    const { booting, platform } = start({ tgLogin: unlinked, startParam: 'nonsense_1' });
    const result = await booting;
    expect(window.location.pathname).toBe('/');
    expect(platform.navigations).toEqual([]);
    act(() => result?.root.unmount());
  });
});
