import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints';
import { authAtom } from '../lib/app-state';
import { createHttpClient, getBearerToken, setBearerToken } from '../lib/http';
import { telegramSecondFactorAtom, telegramSignInAtom } from '../lib/telegram-session';
import { boot } from './boot';
import { createFakeFetch, stub } from './testing/fake-fetch';
import { createFakePlatform } from './testing/fake-platform';

afterEach(() => {
  cleanup();
  setBearerToken(null);
  window.sessionStorage.clear();
});

const INIT_DATA = 'user=%7B%22id%22%3A9%7D&auth_date=1&hash=ab';
const ADMIN = { id: 3, kind: 'admin', email: 'anna@example.ru', name: 'Анна' } as const;

/** tg-login of an admin with TOTP answers a pending bearer, not a session (docs/decisions/016). */
describe('boot inside Telegram: an admin is asked for the second factor', () => {
  it('shows the code step instead of a guest screen, then signs in with the full bearer and goes back', async () => {
    window.history.replaceState(null, '', '/board/admins/');
    const container = document.createElement('div');
    document.body.append(container);
    const platform = createFakePlatform({
      kind: 'telegram',
      initData: INIT_DATA,
      storage: { auth: '{"token":"old","kind":"admin"}', telegram_session: '"bearer-old"' },
      startParam: null,
    });
    const fake = createFakeFetch([
      stub(endpoints.telegram.tgLogin, {
        data: { secondFactor: 'verify', methods: ['totp'], telegramAvailable: false, bearer: 'pending-1' },
      }),
      stub(endpoints.twoFactor.secondFactorVerify, {
        status: 400,
        message: 'Код не подошёл.',
        errors: { code: 'Код не подошёл.' },
      }),
    ]);
    const result = await boot({
      container,
      loadPlatform: async () => platform,
      http: createHttpClient({ fetch: fake.fetch }),
      scope: { __SESSION_TOKEN__: null },
    });
    expect(await result?.sessionCheck).toEqual({ verdict: 'second-factor' });
    expect(await result?.recentRefresh).toBe('skipped');
    // The old record is not live (tg-login would have handed it back); the pending one is never kept.
    expect(platform.store.has('auth')).toBe(false);
    expect(platform.store.has('telegram_session')).toBe(false);
    expect(result?.store.get(authAtom)).toBeNull();
    expect(result?.store.get(telegramSignInAtom)).toBe('second-factor');
    expect(getBearerToken()).toBe('pending-1');
    expect(platform.navigations).toEqual(['/login/admin/?next=%2Fboard%2Fadmins%2F']);

    expect(await screen.findByRole('heading', { name: 'Подтверждение входа' })).toBeTruthy();
    const field = await screen.findByLabelText('Код из приложения или резервный код');
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(
      await screen.findByText('Код не подошёл.', { selector: '[role="alert"], .field__error' }),
    ).toBeTruthy();
    expect(result?.store.get(authAtom)).toBeNull();

    fake.on(endpoints.twoFactor.secondFactorVerify, {
      data: { kind: 'admin', token: 'h-full', account: ADMIN, bearer: 'full-1' },
    });
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(window.location.pathname).toBe('/board/admins/'));
    const verify = fake.requests.filter((request) => request.url.pathname === '/api/two-factor/verify/');
    expect(verify.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer pending-1',
      'Bearer pending-1',
    ]);
    expect(platform.store.get('telegram_session')).toBe('"full-1"');
    expect(getBearerToken()).toBe('full-1');
    expect(result?.store.get(authAtom)).toEqual({ token: 'h-full', kind: 'admin' });
    expect(result?.store.get(telegramSignInAtom)).toBe('signed-in');
    expect(result?.store.get(telegramSecondFactorAtom)).toBeNull();
    act(() => result?.root.unmount());
  });
});
