import type { Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeOnDatabase } from '../helpers/test-database';
import { skipBrowserJourneys } from './helpers/browser';
import { openPage, watchFailures } from './helpers/journey';
import { JOURNEY_BOT, journeyInitData } from './helpers/journey-init-data';
import { useJourneyServer } from './helpers/journey-server';
import { openMiniApp } from './helpers/telegram-host';
import {
  closingConfirmations,
  EDITS,
  expectMenuName,
  FOLLOWS,
  fullName,
  LEAVES,
  LOAD,
  logOutFromMenu,
  mainButtonField,
  menuAccountName,
  OPENS,
  openAsLinked,
  PAGE_WATCH,
  PASSWORD,
  postedBodies,
  recordTgLogins,
  SESSION_EXPIRED,
  seedLinkedStudents,
  TELEGRAM_PHONE,
  watched,
} from './helpers/telegram-sign-in-journey';

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)('signing in inside a simulated Telegram', (target) => {
  const journey = useJourneyServer(target, { ...JOURNEY_BOT }, seedLinkedStudents);

  it('a linked student opens the Mini App and is signed in with no form; reopening keeps the one session', async () => {
    const { page, context, errors } = await openPage(journey.browser, TELEGRAM_PHONE);
    const problems = watchFailures(page, errors);
    const logins = recordTgLogins(page);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    const { initData } = await openAsLinked(page, journey.server.url, OPENS, '/vacancies/');

    await expectMenuName(page, fullName(OPENS));
    expect(new URL(page.url()).pathname).toBe('/vacancies/');
    await expect
      .poll(() => page.getByRole('list', { name: 'Результаты поиска' }).locator(':scope > li').count(), LOAD)
      .toBeGreaterThan(0);
    const [first] = await logins.all();
    expect(first).toMatchObject({ status: 200, name: fullName(OPENS), sentBearer: null });
    // The raw initData exactly as Telegram signed it, and nothing else (no «resume»).
    await expect.poll(() => postedBodies(page, '/api/tg-login/'), LOAD).toEqual([{ initData }]);
    expect(first?.token).toEqual(expect.any(String));
    expect(first?.bearer).toEqual(expect.any(String));
    // No form, no «sign in again»: the start-up check inside Telegram is the sign-in itself.
    expect(await page.getByLabel('Email').count()).toBe(0);
    expect(await watched(page)).toEqual({ toasts: [], login: false });
    expect(visited.filter((path) => path.startsWith('/login'))).toEqual([]);

    // Telegram reloads the same launch: the kept bearer goes along and its session comes back.
    await page.reload();
    await expect.poll(() => logins.count(), LOAD).toBe(2);
    await expectMenuName(page, fullName(OPENS));
    const [, second] = await logins.all();
    expect(second).toMatchObject({ status: 200, name: fullName(OPENS), sentBearer: first?.bearer });
    // One session per device: the same handle and credential, no second session row.
    expect(second?.token).toBe(first?.token);
    expect(second?.bearer).toBe(first?.bearer);
    expect(await page.getByLabel('Email').count()).toBe(0);
    expect(await watched(page)).toEqual({ toasts: [], login: false });
    expect(problems()).toEqual({ failedRequests: [], errors: [] });
    await context.close();
  });

  it('the MainButton saves the profile, with its loader, and the closing confirmation follows the dirty form', async () => {
    const { page, context, errors } = await openPage(journey.browser, TELEGRAM_PHONE);
    const problems = watchFailures(page, errors);
    const { host } = await openAsLinked(page, journey.server.url, EDITS, '/board/student/edit/');
    const form = page.getByRole('form', { name: 'Профиль' });
    const about = form.getByLabel('О себе');
    await expect.poll(() => about.inputValue(), LOAD).toBe('Люблю TypeScript.');

    // The form's primary action is Telegram's button; the page's own is out of sight and of the a11y tree.
    await expect
      .poll(() => host.mainButtonState(), LOAD)
      .toMatchObject({
        is_visible: true,
        is_active: true,
        text: 'Сохранить',
      });
    expect(await form.getByRole('button', { name: 'Сохранить' }).count()).toBe(0);
    const ownSubmit = await form.locator('button[type="submit"]').boundingBox();
    expect((ownSubmit?.width ?? 0) <= 1 && (ownSubmit?.height ?? 0) <= 1).toBe(true);
    expect(closingConfirmations(host)).not.toContain(true);

    const text = 'Пишу на TypeScript и React, ищу стажировку во фронтенде.';
    await about.fill(text);
    await expect.poll(() => closingConfirmations(host).at(-1), LOAD).toBe(true);

    const before = host.posted.length;
    const saved = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/student/me/' && response.request().method() === 'PUT',
    );
    await host.pressMainButton();
    expect((await saved).status()).toBe(200);
    await expect
      .poll(() => page.locator('.toast').filter({ hasText: 'Профиль сохранён.' }).count(), LOAD)
      .toBe(1);
    const whileSaving = host.posted
      .slice(before)
      .filter((event) => event.name === 'web_app_setup_main_button')
      .map((event) => Object(event.params))
      .filter((params) => Reflect.get(params, 'is_progress_visible') === true);
    // The loader while the save ran, the button inactive meanwhile (no double submit), and gone after it.
    expect(whileSaving.length).toBeGreaterThan(0);
    expect(whileSaving.map((params) => Reflect.get(params, 'is_active'))).not.toContain(true);
    await expect.poll(() => mainButtonField(host, 'is_progress_visible'), LOAD).toBe(false);
    expect(mainButtonField(host, 'is_active')).toBe(true);
    // Saved: no more "close anyway?".
    await expect.poll(() => closingConfirmations(host).at(-1), LOAD).toBe(false);
    expect(closingConfirmations(host).slice(-2)).toEqual([true, false]);

    // Reopened, the profile comes from the server with the new text.
    await page.reload();
    await expect.poll(() => form.getByLabel('О себе').inputValue(), LOAD).toBe(text);
    expect(problems()).toEqual({ failedRequests: [], errors: [] });
    await context.close();
  });

  it('logout sends initData and ends the automatic sign-in until the student signs in again', async () => {
    const { page, context, errors } = await openPage(journey.browser, TELEGRAM_PHONE);
    const problems = watchFailures(page, errors);
    const logins = recordTgLogins(page);
    const logouts: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/logout/') logouts.push(request);
    });
    const url = journey.server.url;
    const { host, initData } = await openAsLinked(page, url, LEAVES, '/vacancies/');
    await expectMenuName(page, fullName(LEAVES));
    // The bearer Telegram's storage keeps for later launches.
    expect(host.deviceStorage.get('telegram_session')).toEqual(expect.any(String));

    await logOutFromMenu(page, host);
    await page.waitForURL(/\/login\/([?#].*)?$/, LOAD);
    // Asked first, in Telegram's native popup.
    expect(host.events('web_app_open_popup')).toEqual([
      expect.objectContaining({ title: 'Выйти из аккаунта?' }),
    ]);
    expect(logouts).toHaveLength(1);
    expect(logouts[0]?.method()).toBe('POST');
    const sentInitData = new URL(logouts[0]?.url() ?? url).searchParams.get('initData');
    expect(sentInitData).toBe(initData);
    const resumeButton = page.getByRole('button', { name: 'Войти через Telegram' });
    await expect.poll(() => resumeButton.isVisible(), LOAD).toBe(true);
    expect(host.deviceStorage.get('telegram_session') ?? null).toBeNull();

    // Telegram reloads the launch: the server refuses the automatic sign-in, the screen offers the button.
    await page.reload();
    await expect.poll(() => logins.count(), LOAD).toBe(2);
    expect((await logins.all())[1]).toMatchObject({ status: 403, code: 'telegram-signed-out' });
    await expect.poll(() => postedBodies(page, '/api/tg-login/'), LOAD).toEqual([{ initData }]);
    await expect.poll(() => resumeButton.isVisible(), LOAD).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login/');
    expect(await menuAccountName(page)).toBeNull();
    expect((await watched(page)).toasts).toEqual([]);

    // The deliberate «Войти через Telegram»: signed in again, and the automatic sign-in is back on.
    await resumeButton.click();
    await expect.poll(() => logins.count(), LOAD).toBe(3);
    expect((await logins.all())[2]).toMatchObject({ status: 200, name: fullName(LEAVES) });
    await expect
      .poll(() => postedBodies(page, '/api/tg-login/'), LOAD)
      .toEqual([{ initData }, { initData, resume: true }]);
    await page.waitForURL(`${url}/`, LOAD);
    await expectMenuName(page, fullName(LEAVES));

    // Out again, then in by email inside Telegram: the form's MainButton, and the link kept.
    await logOutFromMenu(page, host);
    await page.waitForURL(/\/login\/([?#].*)?$/, LOAD);
    expect(logouts).toHaveLength(2);
    expect(new URL(logouts[1]?.url() ?? url).searchParams.get('initData')).toBe(initData);
    await page.getByLabel('Email').fill(LEAVES.email);
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await expect.poll(() => host.mainButtonState(), LOAD).toMatchObject({ is_visible: true, text: 'Войти' });
    const signedIn = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/login/');
    await host.pressMainButton();
    const login = await signedIn;
    expect(login.status()).toBe(200);
    // Inside Telegram the email sign-in carries initData: it links the account and turns auto sign-in on.
    await expect
      .poll(() => postedBodies(page, '/api/login/'), LOAD)
      .toEqual([{ email: LEAVES.email, password: PASSWORD, initData }]);
    await page.waitForURL(`${url}/`, LOAD);
    await expectMenuName(page, fullName(LEAVES));

    // And now a reload signs in by itself again.
    const before = logins.count();
    await page.reload();
    await expect.poll(() => logins.count(), LOAD).toBe(before + 1);
    expect((await logins.all())[before]).toMatchObject({ status: 200, name: fullName(LEAVES) });
    await expect.poll(() => postedBodies(page, '/api/tg-login/'), LOAD).toEqual([{ initData }]);
    await expectMenuName(page, fullName(LEAVES));
    expect((await watched(page)).toasts.filter((toast) => toast.includes(SESSION_EXPIRED))).toEqual([]);
    expect(problems(['403 /api/tg-login/'])).toEqual({ failedRequests: [], errors: [] });
    await context.close();
  });

  it('a deep link startapp=vacancy_<id> lands a linked student on that vacancy, signed in', async () => {
    const { page, context, errors } = await openPage(journey.browser, TELEGRAM_PHONE);
    const problems = watchFailures(page, errors);
    const logins = recordTgLogins(page);
    const url = journey.server.url;
    const answer = await page.request.get(`${url}/api/vacancy/getItems`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const items: unknown = Reflect.get(Object(Reflect.get(Object(await answer.json()), 'data')), 'items');
    const vacancy: unknown = Array.isArray(items) ? items[5] : undefined;
    const id: unknown = Reflect.get(Object(vacancy), 'id');
    const title: unknown = Reflect.get(Object(vacancy), 'title');
    if (typeof id !== 'number' || typeof title !== 'string')
      throw new Error('the demo board has no vacancies');

    await page.addInitScript({ content: PAGE_WATCH });
    const startParam = `vacancy_${id}`;
    const host = await openMiniApp(page, {
      baseUrl: url,
      path: '/',
      startParam,
      initData: journeyInitData(FOLLOWS.telegram, startParam),
    });
    await page.waitForURL(new RegExp(`/vacancy/${id}/([?#].*)?$`), LOAD);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), LOAD).toBe(title);
    await expectMenuName(page, fullName(FOLLOWS));
    expect(new URL(page.url()).pathname).toBe(`/vacancy/${id}/`);
    expect(await logins.all()).toEqual([expect.objectContaining({ status: 200, name: fullName(FOLLOWS) })]);
    expect(await watched(page)).toEqual({ toasts: [], login: false });
    await expect.poll(() => host.backButtonVisible()).toBe(true);
    expect(problems()).toEqual({ failedRequests: [], errors: [] });
    await context.close();
  });
});
