import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { authAtom } from '../../lib/app-state';
import { getBearerToken, setBearerToken } from '../../lib/http';
import { telegramSignInAtom } from '../../lib/telegram-session';

afterEach(() => {
  cleanup();
  setBearerToken(null);
});

const INIT_DATA = 'user=%7B%22id%22%3A5%7D&auth_date=1&hash=ab';
const ACCOUNT = { id: 5, kind: 'student', email: 'anna@example.ru', name: 'Анна' } as const;

async function logIn() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'anna@example.ru' } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'секрет123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('/login/ inside Telegram', () => {
  it('the email login sends initData (links Telegram) and keeps the returned bearer', async () => {
    const { fake, platform, store } = renderApp({
      kind: 'telegram',
      initData: INIT_DATA,
      path: '/login/',
      routes: [
        stub(endpoints.auth.login, {
          data: { kind: 'student', token: 'h5', account: ACCOUNT, bearer: 'b-5' },
        }),
      ],
    });
    await logIn();
    await waitFor(() => expect(platform.navigations).toEqual(['/']));
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({
      email: 'anna@example.ru',
      password: 'секрет123',
      initData: INIT_DATA,
    });
    expect(platform.store.get('telegram_session')).toBe('"b-5"');
    expect(getBearerToken()).toBe('b-5');
    expect(store.get(authAtom)).toEqual({ token: 'h5', kind: 'student' });
    expect(store.get(telegramSignInAtom)).toBe('signed-in');
  });

  it('shows no Telegram block while the start-up sign-in has decided nothing', async () => {
    renderApp({ kind: 'telegram', initData: INIT_DATA, path: '/login/' });
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Вход через Telegram' })).toBeNull();
  });

  it('follows ?next= when the start-up sign-in succeeds while the login screen is open', async () => {
    const { platform, store } = renderApp({
      kind: 'telegram',
      initData: INIT_DATA,
      path: '/login/?next=/favourites/',
    });
    store.set(telegramSignInAtom, 'pending');
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeTruthy();
    act(() => store.set(telegramSignInAtom, 'signed-in'));
    await waitFor(() => expect(platform.navigations).toEqual(['/favourites/']));
  });

  it('a failed «Войти через Telegram» says why and keeps the button', async () => {
    const { store, platform } = renderApp({
      kind: 'telegram',
      initData: INIT_DATA,
      path: '/login/',
      routes: [stub(endpoints.telegram.tgLogin, { status: 503, message: 'Бот не настроен.' })],
    });
    store.set(telegramSignInAtom, 'signed-out');
    fireEvent.click(await screen.findByRole('button', { name: 'Войти через Telegram' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Бот не настроен.');
    expect(screen.getByRole('button', { name: 'Войти через Telegram' })).toBeTruthy();
    expect(platform.haptics).toEqual(['error']);
  });
});

describe('/login/admin/ inside Telegram', () => {
  it('says the Telegram links after the code, offers no registration, and sends initData', async () => {
    const { fake, store } = renderApp({
      kind: 'telegram',
      initData: INIT_DATA,
      path: '/login/admin/',
      routes: [
        stub(endpoints.auth.login, {
          data: { secondFactor: 'verify', methods: ['totp'], telegramAvailable: false, bearer: 'p-1' },
        }),
      ],
    });
    store.set(telegramSignInAtom, 'unlinked');
    const block = await screen.findByRole('region', { name: 'Вход через Telegram' });
    expect(block.textContent).toContain('подтвердите вход — Telegram привяжется');
    expect(screen.queryByRole('link', { name: 'Зарегистрироваться' })).toBeNull();
    await logIn();
    await waitFor(() => expect(fake.requests.length).toBeGreaterThan(0));
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toMatchObject({ initData: INIT_DATA });
  });
});

describe('/login/ on the website', () => {
  it('sends no initData, keeps no bearer and shows no Telegram block', async () => {
    const { fake, platform, store } = renderApp({
      path: '/login/',
      routes: [
        stub(endpoints.auth.login, {
          data: { kind: 'student', token: 'h5', account: ACCOUNT, bearer: 'b-5' },
        }),
      ],
    });
    store.set(telegramSignInAtom, 'signed-out');
    expect(screen.queryByRole('region', { name: 'Вход через Telegram' })).toBeNull();
    await logIn();
    await waitFor(() => expect(platform.navigations).toEqual(['/']));
    expect(JSON.parse(fake.requests[0]?.body ?? '')).not.toHaveProperty('initData');
    expect(platform.store.has('telegram_session')).toBe(false);
    expect(getBearerToken()).toBeNull();
  });
});

describe('/registration/ inside Telegram', () => {
  const user = encodeURIComponent(JSON.stringify({ id: 5, first_name: 'Мария', last_name: 'Новикова' }));
  const initData = `user=${user}&auth_date=1&hash=ab`;

  it('suggests the names from Telegram and sends initData; the bearer is kept', async () => {
    const { fake, platform } = renderApp({
      kind: 'telegram',
      initData,
      path: '/registration/',
      routes: [
        stub(endpoints.registration.register, {
          data: {
            kind: 'student',
            token: 'h9',
            account: { id: 9, kind: 'student', email: 'masha@example.ru', name: 'Мария Новикова' },
            bearer: 'b-9',
          },
        }),
      ],
    });
    expect((await screen.findByLabelText<HTMLInputElement>('Имя')).value).toBe('Мария');
    expect(screen.getByLabelText<HTMLInputElement>('Фамилия').value).toBe('Новикова');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'masha@example.ru' } });
    const phone = screen.getByLabelText<HTMLInputElement>('Мобильный телефон');
    phone.value = '9123456789';
    fireEvent.input(phone);
    fireEvent.change(screen.getByLabelText('Вуз'), { target: { value: 'МГУ' } });
    fireEvent.change(screen.getByLabelText('Курс'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Год выпуска'), {
      target: { value: String(new Date().getFullYear() + 1) },
    });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'синий трактор едет в поле' } });
    fireEvent.click(screen.getByLabelText('Я даю согласие на обработку персональных данных'));
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByRole('heading', { name: 'Фотография профиля' })).toBeTruthy();
    const sent = JSON.parse(fake.requests.find((r) => r.url.pathname === '/api/register/')?.body ?? '{}');
    expect(sent).toMatchObject({ firstName: 'Мария', lastName: 'Новикова', initData });
    expect(platform.store.get('telegram_session')).toBe('"b-9"');
    expect(getBearerToken()).toBe('b-9');
  });

  it('suggests the contact person for a company', async () => {
    renderApp({ kind: 'telegram', initData, path: '/registration/?kind=company' });
    expect((await screen.findByLabelText<HTMLInputElement>('Контактное лицо')).value).toBe('Мария Новикова');
  });
});
