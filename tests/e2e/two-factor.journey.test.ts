import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeOnDatabase } from '../helpers/test-database';
import { nextCode, rememberSecret } from './helpers/admin-totp';
import { blocking, runAxe, unnamedControls } from './helpers/axe';
import { skipBrowserJourneys } from './helpers/browser';
import { ADMIN, openPage, PHONE, readStorage, sessionGlobal } from './helpers/journey';
import { useJourneyServer } from './helpers/journey-server';

async function password(page: Page, url: string) {
  await page.goto(`${url}/login/admin/`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Пароль', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
}

/** No serious or critical axe finding, every control named (as the accessibility sweep holds). */
async function accessible(page: Page, label: string) {
  expect(blocking(await runAxe(page)), `${label}: serious or critical axe violations`).toEqual([]);
  expect(await unnamedControls(page), `${label}: controls without a name`).toEqual([]);
}

async function signOut(page: Page, url: string) {
  await page.getByRole('button', { name: 'Выйти' }).first().click();
  // «Выйти» asks first, in the website's dialog (it loads on the first question).
  await page
    .getByRole('dialog', { name: 'Выйти из аккаунта?' })
    .getByRole('button', { name: 'Выйти' })
    .click();
  await page.waitForURL(`${url}/login/`);
}

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)('the admin second factor in Chromium', (target) => {
  const journey = useJourneyServer(target, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

  it('an admin enrols an authenticator at 360 px, signs out, signs in with a code, then with a recovery code', async () => {
    const url = journey.server.url;
    const { page, errors, context } = await openPage(journey.browser, PHONE);

    // After the password alone: not signed in, nothing stored.
    await password(page, url);
    await expect
      .poll(() => page.getByRole('button', { name: 'Настроить приложение' }).isVisible())
      .toBe(true);
    expect(await readStorage(page, 'auth')).toBeNull();
    await accessible(page, 'the enrolment start');
    await page.getByRole('button', { name: 'Настроить приложение' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
    expect(await page.getByRole('link', { name: 'ссылку для приложения' }).getAttribute('href')).toMatch(
      /^otpauth:\/\/totp\//,
    );
    await accessible(page, 'the secret and the code field');
    rememberSecret(ADMIN.email, secret);
    await page.getByLabel('Код из приложения', { exact: true }).fill(nextCode(ADMIN.email));
    await page.getByRole('button', { name: 'Подтвердить', exact: true }).click();
    const list = page.getByRole('list', { name: 'Резервные коды' });
    await list.waitFor();
    await accessible(page, 'the recovery codes');
    const recoveryCodes = (await list.locator('code').allTextContents()).map((text) => text.trim());
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'Я сохранил коды' }).click();
    await page.waitForURL(`${url}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Здравствуйте');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await signOut(page, url);

    // A wrong code is refused with a Russian word; the next code from the app lets the admin in.
    await password(page, url);
    const field = page.getByLabel('Код из приложения или резервный код');
    await field.waitFor();
    await accessible(page, 'the code step');
    await field.fill('000000');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect.poll(() => page.getByText('Код не подошёл').isVisible()).toBe(true);
    await field.fill(nextCode(ADMIN.email));
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.waitForURL(`${url}/`);
    const auth = JSON.parse((await readStorage(page, 'auth')) ?? 'null') as { token: string };
    await page.reload();
    expect(await sessionGlobal(page)).toBe(auth.token);
    await signOut(page, url);

    // No phone at hand: a recovery code, once.
    await password(page, url);
    await field.fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.waitForURL(`${url}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Здравствуйте');
    await signOut(page, url);
    await password(page, url);
    await field.fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect.poll(() => page.getByText('Код не подошёл').isVisible()).toBe(true);
    expect(await sessionGlobal(page)).toBeNull();
    expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
    await context.close();
  });
});
