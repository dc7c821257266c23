import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { messages } from '../../../shared/messages';
import { stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

describe('/recovery/<kind>/ without a token: the email form', () => {
  it('sends the email alone, whatever kind the address names, and shows the neutral confirmation', async () => {
    const { fake } = renderApp({
      path: '/recovery/company/',
      routes: [stub(endpoints.password.resetMail, { data: null })],
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: ' HR@Company.ru ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect((await screen.findByRole('status')).textContent).toContain(messages.resetMailSent);
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ email: 'hr@company.ru' });
  });

  it('checks the email before sending', async () => {
    const { fake } = renderApp({ path: '/recovery/student/' });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByText('Введите email в формате name@example.ru.')).toBeTruthy();
    expect(fake.requests).toEqual([]);
  });

  it('shows the rate-limit message', async () => {
    const limited = 'Слишком много запросов на восстановление пароля. Попробуйте снова через 5 минут.';
    renderApp({
      path: '/recovery/student/',
      routes: [stub(endpoints.password.resetMail, { status: 429, message: limited })],
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'a@b.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect((await screen.findByRole('alert')).textContent).toBe(limited);
  });
});

describe('/recovery/<kind>/#token=…: the new password', () => {
  async function fill(password: string, repeat = password) {
    fireEvent.change(await screen.findByLabelText('Новый пароль'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Повторите пароль'), { target: { value: repeat } });
  }

  it('sends the token and the password, then goes to the login with a success toast', async () => {
    const { fake, platform } = renderApp({
      path: '/recovery/student/#token=tok-123',
      routes: [stub(endpoints.password.passwordReset, { data: null })],
    });
    await fill('синий трактор едет');
    // The token leaves the address bar once read.
    expect(window.location.hash).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await waitFor(() => expect(platform.navigations).toEqual(['/login/']));
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({
      token: 'tok-123',
      password: 'синий трактор едет',
    });
    expect(platform.toasts).toEqual([{ kind: 'success', message: messages.resetDone }]);
  });

  it('judges the password as the user types: length, common passwords, the repeat', async () => {
    const { fake } = renderApp({ path: '/recovery/student/#token=tok' });
    await fill('short', '');
    expect(await screen.findByText('Пароль не короче 8 символов.')).toBeTruthy();
    await fill('qwerty123', '');
    expect(await screen.findByText(messages.passwordTooCommon)).toBeTruthy();
    await fill('синий трактор едет', 'синий трактор');
    expect(await screen.findByText(messages.passwordRepeatMismatch)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(fake.requests).toEqual([]);
  });

  it('takes a link opened in a tab that already shows the email form', async () => {
    renderApp({ path: '/recovery/student/' });
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    act(() => {
      window.history.replaceState(null, '', '/recovery/student/#token=later');
      window.dispatchEvent(new Event('hashchange'));
    });
    expect(await screen.findByLabelText('Новый пароль')).toBeTruthy();
    expect(window.location.hash).toBe('');
  });

  it('lets the password be shown', async () => {
    renderApp({ path: '/recovery/company/#token=tok' });
    const input = (await screen.findByLabelText('Новый пароль')) as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getAllByRole('button', { name: 'Показать пароль' })[0] as HTMLElement);
    expect(input.type).toBe('text');
  });

  it('shows the server message for a used or expired link', async () => {
    renderApp({
      path: '/recovery/student/#token=old',
      routes: [stub(endpoints.password.passwordReset, { status: 400, message: messages.resetInvalid })],
    });
    await fill('синий трактор едет');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.resetInvalid);
  });
});

describe('«Забыли пароль?» on /login/', () => {
  it('leads to one recovery form that asks only the email, for a student or a company', async () => {
    const { fake } = renderApp({
      path: '/login/',
      routes: [stub(endpoints.password.resetMail, { data: null })],
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Забыли пароль?' }));
    expect((await screen.findByText(/студента или компании/)).textContent).toContain('email');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'hr@company.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect((await screen.findByRole('status')).textContent).toContain(messages.resetMailSent);
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ email: 'hr@company.ru' });
  });
});
