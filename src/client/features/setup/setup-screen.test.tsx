import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { messages } from '../../../shared/messages';
import { stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

async function fill() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'root@uni.ru' } });
  fireEvent.change(screen.getByLabelText('Имя'), { target: { value: 'Мария' } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'длинный-пароль' } });
}

describe('/setup/', () => {
  it('sends the token from the fragment, then goes to the admin login with a success toast', async () => {
    const { fake, platform } = renderApp({
      path: '/setup/#token=abc123',
      routes: [stub(endpoints.auth.firstAdminSetup, { data: null })],
    });
    await fill();
    // The token leaves the address bar once read.
    expect(window.location.hash).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Создать администратора' }));
    await waitFor(() => expect(platform.navigations).toEqual(['/login/admin/']));
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({
      token: 'abc123',
      email: 'root@uni.ru',
      name: 'Мария',
      password: 'длинный-пароль',
    });
    expect(platform.toasts).toEqual([{ kind: 'success', message: messages.setupDone }]);
  });

  it('validates the new password length', async () => {
    const { fake } = renderApp({ path: '/setup/#token=abc123' });
    await fill();
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать администратора' }));
    expect(await screen.findByText('Пароль не короче 8 символов.')).toBeTruthy();
    expect(fake.requests).toEqual([]);
  });

  it('shows the server message for a used link', async () => {
    renderApp({
      path: '/setup/#token=old',
      routes: [stub(endpoints.auth.firstAdminSetup, { status: 403, message: messages.setupInvalid })],
    });
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Создать администратора' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.setupInvalid);
  });

  it('explains a link without a token', async () => {
    renderApp({ path: '/setup/' });
    expect((await screen.findByRole('alert')).textContent).toContain('В ссылке нет ключа');
  });
});
