import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import type { PendingAdmin } from '../../../shared/contract/two-factor.contract';
import { screenRequests, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { authAtom } from '../../lib/app-state';

const ACCOUNT = { id: 1, kind: 'admin', email: 'anna@example.ru', name: 'Анна' } as const;
const FULL = { kind: 'admin', token: 'h-full', account: ACCOUNT } as const;
const challenge = (secondFactor: 'enrol' | 'verify'): { data: PendingAdmin } => ({
  data: { secondFactor, methods: ['totp'], telegramAvailable: false },
});

afterEach(cleanup);

async function signInWithPassword() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'anna@example.ru' } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'секрет-пароль' } });
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('/login/admin/: the second factor after the password', () => {
  it('enrols an authenticator: secret shown, code confirmed, recovery codes shown once, then signed in', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);
    const { fake, platform, store } = renderApp({
      path: '/login/admin/',
      routes: [
        stub(endpoints.auth.login, challenge('enrol')),
        stub(endpoints.twoFactor.totpStart, {
          data: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x?secret=J' },
        }),
        stub(endpoints.twoFactor.totpConfirm, { data: { ...FULL, recoveryCodes: codes } }),
      ],
    });
    await signInWithPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Настроить приложение' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(screen.getByRole('link', { name: 'ссылку для приложения' }).getAttribute('href')).toBe(
      'otpauth://totp/x?secret=J',
    );
    // Not signed in yet: nothing is remembered until the factor passes.
    expect(store.get(authAtom)).toBeNull();
    fireEvent.change(screen.getByLabelText('Код из приложения'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    const list = await screen.findByRole('list', { name: 'Резервные коды' });
    expect(list.textContent).toContain('abcd9-efgh9');
    expect(JSON.parse(screenRequests(fake.requests).at(-1)?.body ?? '')).toEqual({ code: '123456' });
    fireEvent.click(screen.getByRole('button', { name: 'Я сохранил коды' }));
    await waitFor(() => expect(platform.navigations).toEqual(['/']));
    expect(store.get(authAtom)).toEqual({ token: 'h-full', kind: 'admin' });
  });

  it('verifies with a code; a refused code shows the server’s word and lets the admin try again', async () => {
    const { fake, platform } = renderApp({
      path: '/login/admin/?next=/board/admins/',
      routes: [
        stub(endpoints.auth.login, challenge('verify')),
        stub(endpoints.twoFactor.secondFactorVerify, {
          status: 400,
          message: 'Проверьте поля.',
          errors: { code: 'Код не подошёл.' },
        }),
      ],
    });
    await signInWithPassword();
    const field = await screen.findByLabelText('Код из приложения или резервный код');
    fireEvent.change(field, { target: { value: 'abcde-fghij' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Код не подошёл.')).toBeTruthy();
    fake.on(endpoints.twoFactor.secondFactorVerify, { data: FULL });
    fireEvent.change(field, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(platform.navigations).toEqual(['/board/admins/']));
  });

  it('with Telegram linked the admin may choose the bot: the page asks, waits and goes on when confirmed', async () => {
    const { fake, platform, store } = renderApp({
      path: '/login/admin/',
      routes: [
        stub(endpoints.auth.login, {
          data: { secondFactor: 'enrol', methods: ['totp', 'telegram'], telegramAvailable: true },
        }),
        stub(endpoints.twoFactor.telegramConfirmationAsk, { data: null }),
        stub(endpoints.twoFactor.telegramConfirmationPoll, { data: { state: 'waiting' } }),
      ],
    });
    await signInWithPassword();
    fireEvent.click(await screen.findByLabelText('Telegram'));
    fireEvent.click(await screen.findByRole('button', { name: 'Подтвердить в Telegram' }));
    expect((await screen.findByRole('status')).textContent).toContain('Подтвердить вход');
    await waitFor(
      () => expect(fake.requests.some((r) => r.url.pathname === '/api/two-factor/telegram/')).toBe(true),
      {
        timeout: 5000,
      },
    );
    expect(store.get(authAtom)).toBeNull();
    fake.on(endpoints.twoFactor.telegramConfirmationPoll, {
      data: { ...FULL, recoveryCodes: ['abcde-fghij'] },
    });
    expect(await screen.findByRole('list', { name: 'Резервные коды' }, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Я сохранил коды' }));
    await waitFor(() => expect(platform.navigations).toEqual(['/']));
  });

  it('says so when the admin answered «Это не я», and the refusal buzzes once', async () => {
    const { platform } = renderApp({
      path: '/login/admin/',
      routes: [
        stub(endpoints.auth.login, {
          data: { secondFactor: 'verify', methods: ['telegram'], telegramAvailable: true },
        }),
        stub(endpoints.twoFactor.telegramConfirmationAsk, { data: null }),
        stub(endpoints.twoFactor.telegramConfirmationPoll, {
          status: 403,
          message: 'Вход отклонён в Telegram. Если это были не вы, смените пароль.',
        }),
      ],
    });
    await signInWithPassword();
    expect(await screen.findByLabelText('Резервный код')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить в Telegram' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain('Вход отклонён');
    expect(platform.haptics).toEqual(['error']);
  });
});
