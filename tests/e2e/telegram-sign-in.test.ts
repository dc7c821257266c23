import type { Page, Request, Response } from 'playwright-core';
import { expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords';
import { openDatabase } from '../../src/server/db/client';
import { students } from '../../src/server/db/schema';
import type { TelegramUserData } from '../../src/server/dev/mini-app-launch';
import { describeOnDatabases } from '../helpers/test-database';
import { skipBrowserJourneys } from './helpers/browser';
import { seedSmallDemo } from './helpers/demo-seed';
import { JOURNEY_BOT, journeyInitData } from './helpers/init-data';
import { openPage, type Viewport } from './helpers/journey';
import { useJourneyServer } from './helpers/journey-server';
import { openMiniApp, type TelegramHost } from './helpers/telegram-host';

/** An iPhone-sized WebView: Telegram opens Mini Apps full width on phones. */
const TELEGRAM_PHONE: Viewport = { width: 390, height: 740 };

const LOAD = { timeout: 15_000 };

const PASSWORD = 'зелёный чайник на подоконнике';
const SESSION_EXPIRED = 'Пожалуйста, авторизуйтесь снова!';

/**
 * Students linked to Telegram users through their own `telegram_user_id` (DESIGN §8), one per
 * journey: a logout turns off one Telegram user's automatic sign-in, and a profile save changes
 * one account, so the journeys cannot see each other's state whatever order they run in.
 */
type LinkedStudent = { email: string; firstName: string; lastName: string; telegram: TelegramUserData };

function linkedStudent(key: string, id: number, firstName: string, lastName: string): LinkedStudent {
  return {
    email: `${key}.tg@univer.ru`,
    firstName,
    lastName,
    telegram: { id, first_name: firstName, last_name: lastName, username: `${key}_tg`, language_code: 'ru' },
  };
}

const OPENS = linkedStudent('opens', 700_100_001, 'Анна', 'Открывающая');
const EDITS = linkedStudent('edits', 700_100_002, 'Борис', 'Редактирующий');
const LEAVES = linkedStudent('leaves', 700_100_003, 'Вера', 'Выходящая');
const FOLLOWS = linkedStudent('follows', 700_100_004, 'Глеб', 'Переходящий');
const LINKED = [OPENS, EDITS, LEAVES, FOLLOWS];

const fullName = (student: LinkedStudent) => `${student.firstName} ${student.lastName}`;

/** The small demo board, then the linked students, approved, with a known password. */
async function seedLinkedStudents(env: Record<string, string>): Promise<void> {
  await seedSmallDemo(env);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR ?? '' },
  );
  try {
    const passwordHash = await hashPassword(PASSWORD);
    await database.db.insert(students).values(
      LINKED.map((student) => ({
        email: student.email,
        passwordHash,
        firstName: student.firstName,
        lastName: student.lastName,
        phone: '+79161234567',
        status: 'approved' as const,
        telegramUserId: student.telegram.id,
        personalDataConsentAt: new Date(),
        university: 'Казанский федеральный университет',
        faculty: 'Институт вычислительной математики',
        course: 3,
        graduationYear: new Date().getFullYear() + 1,
        about: 'Люблю TypeScript.',
      })),
    );
  } finally {
    await database.close();
  }
}

/**
 * Runs in the page before the app (a string for the reason telegram-host.ts's PAGE_PROXY is
 * one): remembers every toast text and whether the login screen was ever drawn, so a toast or
 * a login form that flashes and goes is still seen; and the JSON bodies the app posts to the
 * sign-in endpoints. Chromium reports no post data for the client's fetch (it sends a Request
 * object), so the bodies are read from a clone before the call goes on unchanged.
 */
const PAGE_WATCH = `(() => {
  const seen = { toasts: [], login: false, bodies: [] };
  window.__journeyWatch = seen;
  const record = () => {
    for (const toast of document.querySelectorAll('.toast')) {
      const text = (toast.textContent || '').trim();
      if (text && !seen.toasts.includes(text)) seen.toasts.push(text);
    }
    if (document.getElementById('login-title')) seen.login = true;
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  const fetchOriginal = window.fetch;
  window.fetch = function (input, init) {
    try {
      const request = input instanceof Request ? input : null;
      const path = new URL(request ? request.url : String(input), window.location.href).pathname;
      if (path === '/api/tg-login/' || path === '/api/login/') {
        const entry = { path, body: null };
        seen.bodies.push(entry);
        const text = request
          ? request.clone().text()
          : Promise.resolve(init && typeof init.body === 'string' ? init.body : '');
        text.then((body) => { entry.body = body; }, () => undefined);
      }
    } catch {
      // Recording must never change what the app does.
    }
    return fetchOriginal.apply(this, arguments);
  };
})();`;

type Watched = { toasts: string[]; login: boolean };

async function watched(page: Page): Promise<Watched> {
  const seen: unknown = await page.evaluate(() => Reflect.get(window, '__journeyWatch'));
  const toasts: unknown = Reflect.get(Object(seen), 'toasts');
  return {
    toasts: Array.isArray(toasts) ? toasts.map(String) : [],
    login: Reflect.get(Object(seen), 'login') === true,
  };
}

/** The parsed JSON bodies this document posted to `path`, in order. */
async function postedBodies(page: Page, path: string): Promise<Record<string, unknown>[]> {
  const seen: unknown = await page.evaluate(() => Reflect.get(window, '__journeyWatch'));
  const bodies: unknown = Reflect.get(Object(seen), 'bodies');
  if (!Array.isArray(bodies)) return [];
  return bodies
    .filter((entry) => Reflect.get(Object(entry), 'path') === path)
    .map((entry) => {
      const body: unknown = Reflect.get(Object(entry), 'body');
      try {
        return typeof body === 'string' ? Object(JSON.parse(body)) : {};
      } catch {
        return {};
      }
    });
}

type TgLoginAnswer = {
  status: number;
  code: string | null;
  token: string | null;
  bearer: string | null;
  name: string | null;
  /** The bearer the app sent with the request, if any. */
  sentBearer: string | null;
};

/** Every answer of POST /api/tg-login/, in order, with what the request carried. */
function recordTgLogins(page: Page) {
  const answers: Promise<TgLoginAnswer>[] = [];
  page.on('response', (response: Response) => {
    if (new URL(response.url()).pathname !== '/api/tg-login/') return;
    answers.push(
      (async () => {
        const request = response.request();
        const body: unknown = await response.json().catch(() => null);
        const data: unknown = Reflect.get(Object(body), 'data');
        const account: unknown = Reflect.get(Object(data), 'account');
        const text = (value: unknown) => (typeof value === 'string' ? value : null);
        const authorization = (await request.allHeaders()).authorization ?? '';
        return {
          status: response.status(),
          code: text(Reflect.get(Object(body), 'code')),
          token: text(Reflect.get(Object(data), 'token')),
          bearer: text(Reflect.get(Object(data), 'bearer')),
          name: text(Reflect.get(Object(account), 'name')),
          sentBearer: authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null,
        };
      })(),
    );
  });
  return {
    count: () => answers.length,
    all: () => Promise.all(answers),
  };
}

/**
 * Failed requests and errors, apart from the refusals a journey expects (e.g. 403 tg-login after
 * a logout): Chromium logs every 4xx as a console error, so those lines go only when every
 * failure was expected.
 */
function watchFailures(page: Page, errors: string[]) {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return (expected: readonly string[] = []) => {
    const others = failed.filter((entry) => !expected.includes(entry));
    const logged = errors.filter(
      (error) =>
        !(
          others.length === 0 &&
          error.startsWith('console: Failed to load resource: the server responded with')
        ),
    );
    return { failedRequests: others, errors: logged };
  };
}

/** Opens the burger menu (a 390 px screen has no side menu), reads the signed-in name, closes it. */
async function menuAccountName(page: Page): Promise<string | null> {
  const open = page.getByRole('button', { name: 'Открыть меню' });
  await open.click();
  const panelId = await page.getByRole('button', { name: 'Закрыть меню' }).getAttribute('aria-controls');
  const panel = page.locator(`[id="${panelId ?? ''}"]`);
  const name = panel.locator('.account-box__name');
  const shown = (await name.count()) > 0 ? ((await name.textContent()) ?? '').trim() : null;
  await page.getByRole('button', { name: 'Закрыть меню' }).click();
  return shown;
}

/** Polls the menu until it shows a name (the start-up sign-in is asynchronous). */
async function expectMenuName(page: Page, name: string): Promise<void> {
  await expect.poll(() => menuAccountName(page), LOAD).toBe(name);
}

/** Logs out from the burger menu's account box, as a phone user does. */
async function logOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const panelId = await page.getByRole('button', { name: 'Закрыть меню' }).getAttribute('aria-controls');
  await page
    .locator(`[id="${panelId ?? ''}"]`)
    .getByRole('button', { name: 'Выйти' })
    .click();
}

async function openAsLinked(page: Page, url: string, student: LinkedStudent, path: string) {
  await page.addInitScript({ content: PAGE_WATCH });
  const initData = journeyInitData(student.telegram);
  const host = await openMiniApp(page, { baseUrl: url, path, initData });
  return { host, initData };
}

function mainButtonField(host: TelegramHost, field: string): unknown {
  return host.mainButtonState()?.[field];
}

function closingConfirmations(host: TelegramHost): unknown[] {
  return host
    .events('web_app_setup_closing_behavior')
    .map((params) => Reflect.get(Object(params), 'need_confirmation'));
}

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabases.skipIf(skipBrowserJourneys)('signing in inside a simulated Telegram', (target) => {
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

    await logOutFromMenu(page);
    await page.waitForURL(/\/login\/([?#].*)?$/, LOAD);
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
    await logOutFromMenu(page);
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
      .toEqual([{ email: LEAVES.email, password: PASSWORD, kind: 'student', initData }]);
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
