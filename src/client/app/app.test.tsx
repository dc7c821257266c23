import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints';
import { messages } from '../../shared/messages';
import { menuConfig, menuFor } from './menu-config';
import { withId } from './route-entry';
import { routes } from './routes';
import { boardRoutes } from './routes-board';
import { stub } from './testing/fake-fetch';
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

  it('greets a signed-in user by name on their home, with a logout button', async () => {
    renderApp({ auth: { token: 't', kind: 'student' }, account: ANNA });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Здравствуйте, Анна Иванова!' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Выйти' }).length).toBeGreaterThan(0);
  });

  it('asks before logging out from the header; «Остаться» keeps the user, «Выйти» logs out', async () => {
    const { platform } = renderApp({
      confirmDialog: true,
      auth: { token: 't', kind: 'student' },
      account: ANNA,
      storage: { auth: '{"token":"t","kind":"student"}', favourites: '{}' },
      routes: [stub(endpoints.auth.logout, { data: null })],
    });
    const header = screen.getByRole('banner');
    fireEvent.click(within(header).getAllByRole('button', { name: 'Выйти' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Выйти из аккаунта?' });
    expect(within(dialog).getByText('Чтобы вернуться, нужно будет войти снова.')).toBeTruthy();
    // Focus starts on the safe choice.
    expect(document.activeElement?.textContent).toBe('Остаться');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(platform.navigations).toEqual([]);

    fireEvent.click(within(header).getAllByRole('button', { name: 'Выйти' })[0] as HTMLElement);
    const again = await screen.findByRole('dialog', { name: 'Выйти из аккаунта?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(platform.navigations).toEqual(['/login/']));
    expect(platform.store.has('auth')).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeTruthy();
  });

  it('inside Telegram asks with the native popup, naming unsaved changes of an open form', async () => {
    const { platform, fake } = renderApp({
      kind: 'telegram',
      confirmAnswer: false,
      auth: { token: 't', kind: 'student' },
      account: ANNA,
      routes: [stub(endpoints.auth.logout, { data: null })],
    });
    // A form with unsaved text: the feedback dialog's message.
    fireEvent.click(await screen.findByRole('button', { name: 'Обратная связь' }));
    const feedback = await screen.findByRole('dialog', { name: 'Написать в карьерный центр' });
    fireEvent.change(within(feedback).getByLabelText('Сообщение'), { target: { value: 'Черновик' } });
    fireEvent.click(
      within(screen.getByRole('banner')).getAllByRole('button', { name: 'Выйти' })[0] as HTMLElement,
    );
    await waitFor(() => expect(platform.confirms).toHaveLength(1));
    expect(platform.confirms[0]).toMatchObject({
      title: 'Выйти из аккаунта?',
      message: 'В форме есть несохранённые изменения — после выхода они пропадут.',
      confirmText: 'Выйти',
    });
    // No website dialog on top of the native popup; the draft is still there.
    expect(screen.getAllByRole('dialog')).toEqual([feedback]);
    expect(fake.requests.some((request) => request.url.pathname === '/api/logout/')).toBe(false);
  });

  it('keeps the user when logout fails', async () => {
    const { platform } = renderApp({
      confirmDialog: true,
      auth: { token: 't', kind: 'student' },
      account: ANNA,
      routes: [stub(endpoints.auth.logout, { networkError: true })],
    });
    fireEvent.click(
      within(screen.getByRole('banner')).getAllByRole('button', { name: 'Выйти' })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Выйти из аккаунта?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Выйти' }));
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
    // It promises what exists: applying to vacancies does not yet.
    const intro = screen.getByText(/^Войдите, чтобы/);
    expect(intro.textContent).toBe(
      'Войдите, чтобы сохранять вакансии и вести анкету студента или публиковать вакансии компании.',
    );
    expect(document.body.textContent).not.toMatch(/отклик/i);
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
    // One way in: «Войти» under the entries, no «Вход» among them.
    expect(within(panel as HTMLElement).queryByRole('link', { name: 'Вход' })).toBeNull();
    fireEvent.click(within(panel as HTMLElement).getByRole('link', { name: 'Войти' }));
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('«Войти» in the header brings a guest back to the screen they were on', async () => {
    renderApp({ path: '/companies/?q=abc' });
    const header = await screen.findByRole('banner');
    expect(within(header).getAllByRole('link', { name: 'Войти' })[0]?.getAttribute('href')).toBe(
      `/login/?next=${encodeURIComponent('/companies/?q=abc')}`,
    );
  });

  it('the sign-in page has no second «Войти» in the header', async () => {
    renderApp({ path: '/login/?next=%2Fvacancies%2F' });
    const header = await screen.findByRole('banner');
    await screen.findByRole('heading', { name: 'Вход' });
    expect(within(header).queryByRole('link', { name: 'Войти' })).toBeNull();
  });

  it('marks the current page', async () => {
    renderApp({ path: '/registration/' });
    const nav = await screen.findByRole('navigation', { name: 'Основное меню' });
    expect(within(nav).getByRole('link', { name: 'Регистрация' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Главная' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('menu config', () => {
  it('links every role only to screens the routes table has, never to /setup/ or the admin login', () => {
    const routed = new Set([...routes, ...boardRoutes].map((route) => route.path));
    for (const entries of Object.values(menuConfig)) {
      for (const entry of entries) {
        expect(routed, entry.href).toContain(entry.href);
        expect(['/setup/', '/login/admin/']).not.toContain(entry.href);
      }
    }
    // A guest's way in is the account box's «Войти», not a menu entry that says the same.
    expect(menuFor(null).map((entry) => entry.href)).not.toContain('/login/');
  });

  it('builds id routes with the id as the last segment', () => {
    expect(withId('/vacancy/')).toBe('/vacancy/:id/');
  });
});
