import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import type { TelegramUserData } from '../../../src/server/dev/mini-app-launch';
import { insertApprovedStudents, type Student, seedDemoThen } from './demo-seed';
import type { Viewport } from './journey';
import { journeyInitData } from './journey-init-data';
import { openMiniApp, type TelegramHost } from './telegram-host';

/** An iPhone-sized WebView: Telegram opens Mini Apps full width on phones. */
export const TELEGRAM_PHONE: Viewport = { width: 390, height: 740 };

export const LOAD = { timeout: 15_000 };

export const PASSWORD = 'зелёный чайник на подоконнике';
export const SESSION_EXPIRED = 'Пожалуйста, авторизуйтесь снова!';

/**
 * Students linked to Telegram users through their own `telegram_user_id` (docs/design.md#data-model), one per
 * journey: a logout turns off one Telegram user's automatic sign-in, and a profile save changes
 * one account, so the journeys cannot see each other's state whatever order they run in.
 */
type LinkedStudent = Student & { telegram: TelegramUserData };

function linkedStudent(key: string, id: number, firstName: string, lastName: string): LinkedStudent {
  return {
    email: `${key}.tg@univer.ru`,
    firstName,
    lastName,
    telegram: { id, first_name: firstName, last_name: lastName, username: `${key}_tg`, language_code: 'ru' },
  };
}

export const OPENS = linkedStudent('opens', 700_100_001, 'Анна', 'Открывающая');
export const EDITS = linkedStudent('edits', 700_100_002, 'Борис', 'Редактирующий');
export const LEAVES = linkedStudent('leaves', 700_100_003, 'Вера', 'Выходящая');
export const FOLLOWS = linkedStudent('follows', 700_100_004, 'Глеб', 'Переходящий');
const LINKED = [OPENS, EDITS, LEAVES, FOLLOWS];

export const fullName = (student: LinkedStudent) => `${student.firstName} ${student.lastName}`;

/** The small demo board, then the linked students, approved, with a known password. */
export async function seedLinkedStudents(env: Record<string, string>): Promise<void> {
  await seedDemoThen(env, (db) =>
    insertApprovedStudents(db, LINKED, PASSWORD, { about: 'Люблю TypeScript.' }),
  );
}

/**
 * Runs in the page before the app (a string for the reason telegram-host.ts's PAGE_PROXY is
 * one): remembers every toast text and whether the login screen was ever drawn, so a toast or
 * a login form that flashes and goes is still seen; and the JSON bodies the app posts to the
 * sign-in endpoints. Chromium reports no post data for the client's fetch (it sends a Request
 * object), so the bodies are read from a clone before the call goes on unchanged.
 */
export const PAGE_WATCH = `(() => {
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

export async function watched(page: Page): Promise<Watched> {
  const seen: unknown = await page.evaluate(() => Reflect.get(window, '__journeyWatch'));
  const toasts: unknown = Reflect.get(Object(seen), 'toasts');
  return {
    toasts: Array.isArray(toasts) ? toasts.map(String) : [],
    login: Reflect.get(Object(seen), 'login') === true,
  };
}

/** The parsed JSON bodies this document posted to `path`, in order. */
export async function postedBodies(page: Page, path: string): Promise<Record<string, unknown>[]> {
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
export function recordTgLogins(page: Page) {
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
 * The burger's one button: its name says what a press does («Открыть меню» or «Закрыть меню»,
 * src/client/app/burger-menu.tsx), so it is found by either and its state read from aria-expanded.
 */
function menuButton(page: Page): Locator {
  return page.getByRole('button', { name: /^(Открыть|Закрыть) меню$/ });
}

/**
 * Each step of a menu read is quick. A navigation meanwhile (a sign-in that ends) closes the menu
 * under it; the step that lost that race fails within this bound and the caller's poll reads
 * again, instead of waiting out Playwright's 30-second default, longer than the poll itself.
 */
const MENU_STEP = { timeout: 5_000 };

/**
 * Opens the burger menu (a 390 px screen has no side menu), reads the signed-in name, closes it.
 * Opens and closes by the button's state, never by its name: a press meant to close a menu that
 * a navigation already closed would open it again.
 */
export async function menuAccountName(page: Page): Promise<string | null> {
  const button = menuButton(page);
  if ((await button.getAttribute('aria-expanded', MENU_STEP)) !== 'true') await button.click(MENU_STEP);
  const panelId = await button.getAttribute('aria-controls', MENU_STEP);
  const panel = page.locator(`[id="${panelId ?? ''}"]`);
  await panel.waitFor({ state: 'visible', ...MENU_STEP });
  const name = panel.locator('.account-box__name');
  const shown = (await name.count()) > 0 ? ((await name.textContent(MENU_STEP)) ?? '').trim() : null;
  if ((await button.getAttribute('aria-expanded', MENU_STEP)) === 'true') await button.click(MENU_STEP);
  return shown;
}

/** Polls the menu until it shows a name (the start-up sign-in is asynchronous). */
export async function expectMenuName(page: Page, name: string): Promise<void> {
  await expect.poll(() => menuAccountName(page), LOAD).toBe(name);
}

/**
 * Logs out from the burger menu's account box, as a phone user does, answering «Выйти» in
 * Telegram's native popup that asks first.
 */
export async function logOutFromMenu(page: Page, host: TelegramHost): Promise<void> {
  host.setPopupAnswer('ok');
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const panelId = await page.getByRole('button', { name: 'Закрыть меню' }).getAttribute('aria-controls');
  await page
    .locator(`[id="${panelId ?? ''}"]`)
    .getByRole('button', { name: 'Выйти' })
    .click();
}

export async function openAsLinked(page: Page, url: string, student: LinkedStudent, path: string) {
  await page.addInitScript({ content: PAGE_WATCH });
  const initData = journeyInitData(student.telegram);
  const host = await openMiniApp(page, { baseUrl: url, path, initData });
  return { host, initData };
}

export function mainButtonField(host: TelegramHost, field: string): unknown {
  return host.mainButtonState()?.[field];
}

export function closingConfirmations(host: TelegramHost): unknown[] {
  return host
    .events('web_app_setup_closing_behavior')
    .map((params) => Reflect.get(Object(params), 'need_confirmation'));
}
