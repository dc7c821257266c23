import { expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords';
import { companies } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { describeOnDatabase } from '../helpers/test-database';
import { passSecondFactor } from './helpers/admin-totp';
import { skipBrowserJourneys } from './helpers/browser';
import { withJourneyDatabase } from './helpers/demo-seed';
import { ADMIN, DESKTOP, openPage, PHONE, readStorage, sessionGlobal } from './helpers/journey';
import { JOURNEY_BOT, journeyInitData } from './helpers/journey-init-data';
import { useJourneyServer } from './helpers/journey-server';
import { openMiniApp } from './helpers/telegram-host';

/** An HR person: one form finds the company by the email, no kind to choose (docs/decisions/050). */
const HR = { email: 'hr.signin@company.ru', password: 'кадровик входит без вкладки', name: 'ООО «Вход»' };
const HR_TELEGRAM = { id: 700_200_001, first_name: 'Ольга', last_name: 'Кадрова', language_code: 'ru' };

async function seedHr(env: Record<string, string>): Promise<void> {
  await withJourneyDatabase(env, async (database) => {
    await database.migrate();
    const passwordHash = await hashPassword(HR.password);
    await database.db
      .insert(companies)
      .values({ email: HR.email, passwordHash, name: HR.name, status: 'approved' });
  });
}

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)('sign-in journeys in Chromium', (target) => {
  const journey = useJourneyServer(
    target,
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...JOURNEY_BOT },
    seedHr,
  );

  it('a visitor opens /login/ and sees the sign-in form, at phone width too', async () => {
    for (const viewport of [undefined, PHONE]) {
      const { page, errors, context } = await openPage(journey.browser, viewport);
      const response = await page.goto(`${journey.server.url}/login/`);
      expect(response?.status()).toBe(200);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Вход', exact: true }).isVisible())
        .toBe(true);
      // No «Я студент» / «Я компания» to choose: the email finds the account.
      expect(await page.getByRole('radio').count()).toBe(0);
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

  it('an HR person signs in at 1440 px with email and password alone, and asks for a recovery link', async () => {
    const { page, errors, context } = await openPage(journey.browser, DESKTOP);
    await page.goto(`${journey.server.url}/login/`);
    await page.getByLabel('Email').fill(HR.email);
    await page.getByLabel('Пароль', { exact: true }).fill(HR.password);
    await page.screenshot({ path: '/tmp/signin-website-1440.png' });
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/login/');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    expect((await answer).status()).toBe(200);
    await page.waitForURL(`${journey.server.url}/`);
    const auth = JSON.parse((await readStorage(page, 'auth')) ?? 'null') as { kind: string } | null;
    expect(auth?.kind).toBe('company');
    await page.locator('main h1').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: '/tmp/signin-website-1440-signed-in.png' });

    const guest = await openPage(journey.browser, DESKTOP);
    await guest.page.goto(`${journey.server.url}/login/`);
    await guest.page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await guest.page.getByLabel('Email').fill(HR.email);
    await guest.page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect.poll(() => guest.page.getByText(messages.resetMailSent).isVisible()).toBe(true);
    await guest.page.screenshot({ path: '/tmp/signin-recovery-1440.png' });
    expect([...errors, ...guest.errors]).toEqual([]);
    await guest.context.close();
    await context.close();
  });

  it('inside Telegram at 360 px an HR person signs in by email alone, and the company gets the link', async () => {
    const { page, errors, context } = await openPage(journey.browser, PHONE);
    const url = journey.server.url;
    const initData = journeyInitData(HR_TELEGRAM);
    const host = await openMiniApp(page, { baseUrl: url, path: '/login/', initData });
    await page.getByLabel('Email').fill(HR.email);
    await page.getByLabel('Пароль', { exact: true }).fill(HR.password);
    expect(await page.getByRole('radio').count()).toBe(0);
    await page.screenshot({ path: '/tmp/signin-telegram-360.png' });
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/login/');
    await host.pressMainButton();
    const login = await answer;
    expect(login.status()).toBe(200);
    expect(((await login.json()) as { data: { kind: string } }).data.kind).toBe('company');
    await page.waitForURL(`${url}/`);
    await page.locator('main h1').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: '/tmp/signin-telegram-360-signed-in.png' });
    // The link went to the company: the next launch signs it in with no form.
    const relaunch = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/tg-login/',
    );
    await page.reload();
    const tgLogin = await relaunch;
    expect(tgLogin.status()).toBe(200);
    expect(((await tgLogin.json()) as { data: { kind: string } }).data.kind).toBe('company');
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });

  it('a wrong password is refused with a Russian message', async () => {
    const { page, context } = await openPage(journey.browser);
    await page.goto(`${journey.server.url}/login/`);
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
