import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints';
import { AS_ADMIN, AS_COMPANY, AS_STUDENT } from './testing/application-student-fixtures';
import { stub } from './testing/fake-fetch';
import { renderApp } from './testing/render-app';

afterEach(cleanup);

const counts = (total: number) =>
  stub(endpoints.message.messageUnread, {
    data: { total, byApplication: [{ applicationId: 11, count: total }] },
  });

describe('the unread messages badge in the menu (docs/decisions/058)', () => {
  it('shows the student’s count on «Мои отклики», asked once for route changes within 30 seconds', async () => {
    const app = renderApp({ path: '/no-such-screen/', ...AS_STUDENT, routes: [counts(3)] });
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Мои отклики/ }).textContent).toBe(
        'Мои отклики, новых сообщений: 3',
      ),
    );
    act(() => window.history.pushState(null, '', '/another-missing-screen/'));
    await waitFor(() => expect(app.platform.locations.at(-1)).toBe('/another-missing-screen/'));
    const asked = app.fake.requests.filter((request) => request.url.pathname === '/api/message/unread');
    expect(asked).toHaveLength(1);
  });

  it('shows the company’s count on «Отклики»', async () => {
    renderApp({ path: '/no-such-screen/', ...AS_COMPANY, routes: [counts(120)] });
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /^Отклики/ }).textContent).toBe(
        'Отклики, новых сообщений: 99+',
      ),
    );
  });

  it('shows no badge when nothing is unread, and an admin never asks', async () => {
    const student = renderApp({ path: '/no-such-screen/', ...AS_STUDENT, routes: [counts(0)] });
    await waitFor(() =>
      expect(student.fake.requests.some((request) => request.url.pathname === '/api/message/unread')).toBe(
        true,
      ),
    );
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    expect(within(nav).getByRole('link', { name: /Мои отклики/ }).textContent).toBe('Мои отклики');
    cleanup();
    const admin = renderApp({ path: '/no-such-screen/', ...AS_ADMIN, routes: [counts(5)] });
    const adminNav = screen.getByRole('navigation', { name: 'Основное меню' });
    expect(within(adminNav).getByRole('link', { name: /^Отклики/ }).textContent).toBe('Отклики');
    expect(admin.fake.requests.some((request) => request.url.pathname === '/api/message/unread')).toBe(false);
  });
});
