import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { menuConfig, menuFor } from './menu-config';
import { withId } from './route-entry';
import { routes } from './routes';
import { renderApp } from './testing/render-app';

afterEach(cleanup);

const ANNA = { id: 1, kind: 'student', email: 'anna@example.ru', name: 'Анна Иванова' } as const;

describe('app shell', () => {
  it('shows the home screen to a guest with a call to sign in', async () => {
    renderApp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Вакансии и стажировки для студентов' }),
    ).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/login/');
    expect(screen.getByRole('link', { name: 'Перейти к содержимому' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Основное меню' })).toBeTruthy();
  });

  it('greets a signed-in user by name and role, with a logout button', async () => {
    renderApp({ auth: { token: 't', kind: 'student' }, account: ANNA });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Здравствуйте, Анна Иванова!' }),
    ).toBeTruthy();
    expect(screen.getByText(/Вы вошли как студент/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Выйти' }).length).toBeGreaterThan(0);
  });

  it('logs out from the header', async () => {
    const { platform } = renderApp({
      auth: { token: 't', kind: 'student' },
      account: ANNA,
      storage: { auth: '{"token":"t","kind":"student"}', favourites: '{}' },
      routes: { 'POST /api/logout/': { json: { success: true, data: null } } },
    });
    const header = screen.getByRole('banner');
    fireEvent.click(within(header).getAllByRole('button', { name: 'Выйти' })[0] as HTMLElement);
    await waitFor(() => expect(platform.navigations).toEqual(['/login/']));
    expect(platform.store.has('auth')).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeTruthy();
  });

  it('keeps the user when logout fails', async () => {
    const { platform } = renderApp({
      auth: { token: 't', kind: 'student' },
      account: ANNA,
      routes: { 'POST /api/logout/': { networkError: true } },
    });
    fireEvent.click(
      within(screen.getByRole('banner')).getAllByRole('button', { name: 'Выйти' })[0] as HTMLElement,
    );
    await waitFor(() => expect(platform.toasts).toEqual([{ kind: 'error', message: messages.logoutFailed }]));
    expect(screen.getByRole('heading', { level: 1, name: 'Здравствуйте, Анна Иванова!' })).toBeTruthy();
  });

  it('answers unknown paths with a Russian not-found screen linking home', async () => {
    renderApp({ path: '/no/such/page/' });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
  });

  it('accepts a known path without its trailing slash', async () => {
    renderApp({ path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeTruthy();
  });

  it('tells the platform about every location change', async () => {
    const { platform } = renderApp();
    await screen.findByRole('heading', { level: 1 });
    act(() => platform.navigation.navigate('/login/'));
    await screen.findByRole('heading', { name: 'Вход' });
    expect(platform.locations).toEqual(['/', '/login/']);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});

describe('burger menu', () => {
  it('opens and closes with aria-expanded, Escape returns focus, navigation closes it', async () => {
    renderApp();
    const button = await screen.findByRole('button', { name: 'Открыть меню' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(document.activeElement?.textContent).toBe('Главная');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(within(panel as HTMLElement).getByRole('link', { name: 'Вход' }));
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('marks the current page', async () => {
    renderApp({ path: '/login/' });
    const nav = await screen.findByRole('navigation', { name: 'Основное меню' });
    expect(within(nav).getByRole('link', { name: 'Вход' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Главная' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('menu config', () => {
  it('links every role only to screens the routes table has, never to /setup/ or the admin login', () => {
    const routed = new Set(routes.map((route) => route.path));
    for (const entries of Object.values(menuConfig)) {
      for (const entry of entries) {
        expect(routed, entry.href).toContain(entry.href);
        expect(['/setup/', '/login/admin/']).not.toContain(entry.href);
      }
    }
    expect(menuFor(null).map((entry) => entry.href)).toContain('/login/');
  });

  it('builds id routes with the id as the last segment', () => {
    expect(withId('/vacancy/')).toBe('/vacancy/:id/');
  });
});
