import { expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { describeOnDatabase } from '../helpers/test-database';
import { passSecondFactor } from './helpers/admin-totp';
import { skipBrowserJourneys } from './helpers/browser';
import { ADMIN, openPage, PHONE, readStorage, sessionGlobal } from './helpers/journey';
import { useJourneyServer } from './helpers/journey-server';

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)('sign-in journeys in Chromium', (target) => {
  const journey = useJourneyServer(target, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

  it('a visitor opens /login/ and sees the sign-in form, at phone width too', async () => {
    for (const viewport of [undefined, PHONE]) {
      const { page, errors, context } = await openPage(journey.browser, viewport);
      const response = await page.goto(`${journey.server.url}/login/`);
      expect(response?.status()).toBe(200);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Вход', exact: true }).isVisible())
        .toBe(true);
      expect(await page.getByRole('radio', { name: 'Я студент' }).isChecked()).toBe(true);
      expect(await page.getByLabel('Email').isVisible()).toBe(true);
      expect(await page.getByLabel('Пароль', { exact: true }).isVisible()).toBe(true);
      expect(await page.title()).toContain('Вход');
      expect(await sessionGlobal(page)).toBeNull();
      await page.screenshot({
        path: `tests/.artifacts/login-${viewport ? 'phone' : 'desktop'}-${target.name}.png`,
      });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('an admin signs in at /login/admin/ and out again', async () => {
    const { page, errors, context } = await openPage(journey.browser);
    await page.goto(`${journey.server.url}/login/admin/`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Пароль', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await passSecondFactor(page, ADMIN.email);
    await page.waitForURL(`${journey.server.url}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Здравствуйте');

    const auth = JSON.parse((await readStorage(page, 'auth')) ?? 'null') as { token: string; kind: string };
    expect(auth.kind).toBe('admin');
    // After a reload the shell's handle is the stored token: no «авторизуйтесь снова».
    await page.reload();
    expect(await sessionGlobal(page)).toBe(auth.token);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Здравствуйте');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'sid')?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('sid=');

    await page.getByRole('button', { name: 'Выйти' }).first().click();
    // One tap does not log out: the dialog asks, and its «Выйти» does.
    await page
      .getByRole('dialog', { name: 'Выйти из аккаунта?' })
      .getByRole('button', { name: 'Выйти' })
      .click();
    await page.waitForURL(`${journey.server.url}/login/`);
    expect(await readStorage(page, 'auth')).toBeNull();
    expect(await readStorage(page, 'favourites')).toBeNull();
    await page.reload();
    expect(await sessionGlobal(page)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a stale stored auth record triggers «Пожалуйста, авторизуйтесь снова!» and the logout', async () => {
    const { page, context } = await openPage(journey.browser);
    await page.goto(`${journey.server.url}/login/`);
    await page.evaluate(() => {
      localStorage.setItem('auth', JSON.stringify({ token: 'stale-token-from-last-week', kind: 'student' }));
      localStorage.setItem('favourites', JSON.stringify({ 'vacancy:1': true }));
    });
    const logoutCall = page.waitForRequest((request) => request.url().endsWith('/api/logout/'));
    await page.goto(`${journey.server.url}/`);
    const request = await logoutCall;
    expect(request.method()).toBe('POST');
    expect(request.headers()['x-requested-with']).toBe('XMLHttpRequest');
    await expect.poll(() => page.getByText(messages.sessionExpired).isVisible()).toBe(true);
    await page.waitForURL(`${journey.server.url}/login/`);
    expect(await readStorage(page, 'auth')).toBeNull();
    expect(await readStorage(page, 'favourites')).toBeNull();
    await context.close();
  });

  it('a failed logout says so and keeps the user signed in', async () => {
    const { page, context } = await openPage(journey.browser);
    await page.goto(`${journey.server.url}/login/admin/`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Пароль', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await passSecondFactor(page, ADMIN.email);
    await page.waitForURL(`${journey.server.url}/`);
    await page.route('**/api/logout/', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Выйти' }).first().click();
    await page
      .getByRole('dialog', { name: 'Выйти из аккаунта?' })
      .getByRole('button', { name: 'Выйти' })
      .click();
    await expect.poll(() => page.getByText(messages.logoutFailed).isVisible()).toBe(true);
    expect(page.url()).toBe(`${journey.server.url}/`);
    expect(await readStorage(page, 'auth')).not.toBeNull();
    await context.close();
  });

  it('a wrong password is refused with a Russian message', async () => {
    const { page, context } = await openPage(journey.browser);
    await page.goto(`${journey.server.url}/login/`);
    await page.getByRole('radio', { name: 'Я компания' }).check();
    await page.getByLabel('Email').fill('nobody@example.ru');
    await page.getByLabel('Пароль', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect.poll(() => page.getByText(messages.loginInvalid).isVisible()).toBe(true);
    expect(page.url()).toBe(`${journey.server.url}/login/`);
    await context.close();
  });

  it('a missing or broken screen chunk shows its failure type and address, and offers a reload', async () => {
    for (const [type, fault] of [
      ['missing', 404],
      ['error', 'abort'],
    ] as const) {
      const { page, context } = await openPage(journey.browser);
      let chunkUrl = '';
      await page.route(/\/js\/login-screen-[\w-]+\.js$/, (route) => {
        chunkUrl = route.request().url();
        return fault === 'abort' ? route.abort('failed') : route.fulfill({ status: 404, body: 'Not found' });
      });
      await page.goto(`${journey.server.url}/login/`);
      await expect.poll(() => page.getByText('Не удалось загрузить раздел').isVisible()).toBe(true);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain(type);
      expect(text).toContain(chunkUrl);
      expect(await page.getByRole('button', { name: 'Обновить страницу' }).isVisible()).toBe(true);
      await context.close();
    }
  });
});
