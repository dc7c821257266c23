import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { held, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { authAtom } from '../../lib/app-state';

const ACCOUNT = { id: 5, kind: 'company', email: 'hr@firm.ru', name: 'ООО Ромашка' } as const;
const OK = { data: { kind: 'company', token: 'h5', account: ACCOUNT } } as const;

afterEach(cleanup);

async function fill(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: password } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Войти' }));

describe('/login/', () => {
  it('validates on the client with Russian messages and focuses the first wrong field', async () => {
    const { fake, platform } = renderApp({ path: '/login/' });
    await fill('not-an-email', '');
    submit();
    expect(await screen.findByText('Введите email в формате name@example.ru.')).toBeTruthy();
    // Inside Telegram a refused submit buzzes once (lib/use-form.ts).
    expect(platform.haptics).toEqual(['error']);
    expect(screen.getByText('Введите пароль.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(fake.requests).toEqual([]);
  });

  it('signs a company in with email and password alone: no kind to choose, the server finds it (docs/decisions/050)', async () => {
    const { fake, platform, store } = renderApp({
      path: '/login/?next=/favourites/',
      routes: [stub(endpoints.auth.login, OK)],
    });
    await fill('HR@Firm.ru', 'секрет123');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByLabelText('Я студент')).toBeNull();
    submit();
    await waitFor(() => expect(platform.navigations).toEqual(['/favourites/']));
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({
      email: 'hr@firm.ru',
      password: 'секрет123',
    });
    expect(JSON.parse(platform.store.get('auth') ?? '')).toEqual({ token: 'h5', kind: 'company' });
    expect(store.get(authAtom)).toEqual({ token: 'h5', kind: 'company' });
  });

  it('shows the server message for a wrong password and keeps the user on the page', async () => {
    const { platform } = renderApp({
      path: '/login/',
      routes: [stub(endpoints.auth.login, { status: 401, message: 'Неверный email или пароль.' })],
    });
    await fill('anna@example.ru', 'wrong-one');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Неверный email или пароль.');
    expect(screen.getByRole('button', { name: 'Войти' }).hasAttribute('disabled')).toBe(false);
    expect(platform.haptics).toEqual(['error']);
  });

  it('shows the 429 message and per-field server errors', async () => {
    const { fake } = renderApp({
      path: '/login/',
      routes: [
        stub(endpoints.auth.login, {
          status: 429,
          message: 'Слишком много попыток входа. Попробуйте снова через 15 минут.',
        }),
      ],
    });
    await fill('anna@example.ru', 'secret');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('через 15 минут');
    fake.on(endpoints.auth.login, {
      status: 400,
      message: 'Проверьте поля.',
      errors: { email: 'Такой email не найден.' },
    });
    submit();
    expect(await screen.findByText('Такой email не найден.')).toBeTruthy();
  });

  it('shows the pending state while the request runs', async () => {
    const login = held(endpoints.auth.login);
    renderApp({ path: '/login/', routes: [stub(endpoints.auth.login, login.answer)] });
    await fill('anna@example.ru', 'secret');
    submit();
    const button = await screen.findByRole('button', { name: 'Входим…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => login.release({ status: 401, message: 'Нет' }));
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeTruthy();
  });

  it('toggles the password visibility', async () => {
    renderApp({ path: '/login/' });
    const password = await screen.findByLabelText('Пароль');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Скрыть пароль' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('links the admin login discreetly', async () => {
    renderApp({ path: '/login/' });
    expect((await screen.findByRole('link', { name: 'Вход для администраторов' })).getAttribute('href')).toBe(
      '/login/admin/',
    );
  });
});

describe('/login/admin/', () => {
  it('has no kind choice and sends kind admin', async () => {
    const admin = {
      kind: 'admin',
      token: 'a1',
      account: { id: 1, kind: 'admin', email: 'root@uni.ru', name: 'Мария' },
    } as const;
    const { fake, platform } = renderApp({
      path: '/login/admin/',
      routes: [stub(endpoints.auth.login, { data: admin })],
    });
    expect(await screen.findByRole('heading', { name: 'Вход для администраторов' })).toBeTruthy();
    expect(screen.queryByLabelText('Я студент')).toBeNull();
    await fill('root@uni.ru', 'secret');
    submit();
    await waitFor(() => expect(platform.navigations).toEqual(['/']));
    expect(JSON.parse(fake.requests[0]?.body ?? '').kind).toBe('admin');
  });
});
