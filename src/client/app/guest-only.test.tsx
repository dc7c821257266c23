import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../shared/paths';
import { SIGNED_IN_NOTE } from './guest-only';
import { renderApp } from './testing/render-app';

afterEach(cleanup);

const ANNA = { id: 1, kind: 'student', email: 'anna@example.ru', name: 'Анна Иванова' } as const;
const GUEST_SCREENS = [
  paths.login,
  paths.adminLogin,
  paths.registration,
  paths.recoveryStudent,
  paths.recoveryCompany,
];

describe('screens for guests only', () => {
  for (const path of GUEST_SCREENS) {
    it(`a signed-in user opening ${path} is sent home with a note`, async () => {
      const { platform } = renderApp({ path, auth: { token: 't', kind: 'student' }, account: ANNA });
      await waitFor(() => expect(window.location.pathname).toBe(paths.home));
      expect(platform.toasts).toEqual([{ kind: 'info', message: SIGNED_IN_NOTE }]);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Здравствуйте, Анна Иванова!' }),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Зарегистрироваться' })).toBeNull();
    });
  }

  it('a guest sees the registration form', async () => {
    const { platform } = renderApp({ path: paths.registration });
    expect(await screen.findByRole('heading', { level: 1, name: /Регистрация/ })).toBeTruthy();
    expect(window.location.pathname).toBe(paths.registration);
    expect(platform.toasts).toEqual([]);
  });

  it('a mailed recovery link still opens for a signed-in user', async () => {
    renderApp({
      path: `${paths.recoveryStudent}#token=abc`,
      auth: { token: 't', kind: 'student' },
      account: ANNA,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Восстановление пароля' })).toBeTruthy();
    expect(window.location.pathname).toBe(paths.recoveryStudent);
  });
});
