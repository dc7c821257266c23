import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { appButton, screenOfNotification } from '../../../bot/mini-app-button';
import type { TelegramUserData } from '../../../src/server/dev/mini-app-launch';
import { parseMail } from '../../helpers/smtp-inbox';
import { insertApprovedStudents, linkDemoAdmin, type Student, seedDemoThen } from './demo-seed';
import { JOURNEY_BOT, journeyInitData } from './journey-init-data';
import { pressUntilOpen } from './press-until-open';
import { openMiniApp, type TelegramHost } from './telegram-host';

export const LOAD = { timeout: 15_000 };

export const PASSWORD = 'синий зонтик в прихожей';
export const ADMIN_NAME = 'Администратор (демо)';

/** The demo admin (seed-demo.ts) answers from the phone: their Telegram user is linked to it. */
export const ADMIN_TELEGRAM: TelegramUserData = {
  id: 700_200_001,
  first_name: 'Админ',
  last_name: 'Телеграмов',
  username: 'feedback_admin_tg',
  language_code: 'ru',
};

/** Writes from inside the Mini App: Telegram linked, so the reply goes by the bot. */
export const LINKED: Student = {
  email: 'asks.tg@univer.ru',
  firstName: 'Дарья',
  lastName: 'Спрашивающая',
  telegram: {
    id: 700_200_002,
    first_name: 'Дарья',
    last_name: 'Спрашивающая',
    username: 'asks_tg',
    language_code: 'ru',
  },
};

/** Writes from the website with no Telegram: the reply goes by email. */
export const UNLINKED: Student = {
  email: 'asks.mail@univer.ru',
  firstName: 'Егор',
  lastName: 'Письменный',
  telegram: null,
};

export const GUEST = { email: 'guest.asks@example.ru', name: 'Жанна Гостева' };

export const REPLY_TOASTS = {
  telegram: 'Ответ отправлен автору в Telegram.',
  email: 'Ответ отправлен автору на почту.',
};

/** The demo board, the admin linked to Telegram, and two approved students with a known password. */
export async function seedFeedbackAccounts(env: Record<string, string>): Promise<void> {
  await seedDemoThen(env, async (db) => {
    await linkDemoAdmin(db, ADMIN_TELEGRAM.id);
    await insertApprovedStudents(db, [LINKED, UNLINKED], PASSWORD);
  });
}

/**
 * Runs in the page before the app (a string: see telegram-host.ts's PAGE_PROXY): remembers every
 * toast's kind and message, so a toast that shows and goes is still seen.
 */
export const TOAST_WATCH = `(() => {
  const seen = [];
  window.__journeyToasts = seen;
  const record = () => {
    for (const toast of document.querySelectorAll('.toast')) {
      const body = toast.querySelector('.toast__body');
      const text = ((body && body.textContent) || '').trim();
      const entry = (toast.getAttribute('data-kind') || '') + ' ' + text;
      if (text && !seen.includes(entry)) seen.push(entry);
    }
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

/** Every toast this document showed: «success Успех: …». */
async function toasts(page: Page): Promise<string[]> {
  const seen: unknown = await page.evaluate(() => Reflect.get(window, '__journeyToasts'));
  return Array.isArray(seen) ? seen.map(String) : [];
}

/** Polls until a toast of this kind with this message was shown. */
export async function expectToast(page: Page, kind: 'success' | 'warning' | 'error', message: string) {
  await expect
    .poll(
      async () =>
        (await toasts(page)).some((toast) => toast.startsWith(`${kind} `) && toast.endsWith(message)),
      LOAD,
    )
    .toBe(true);
}

export const pathOf = (url: string) => new URL(url).pathname;

/** The id of the feedback the next POST /api/feedback/send stores (201 with the item). */
export function nextSentFeedback(page: Page): Promise<number> {
  return page
    .waitForResponse(
      (response) => pathOf(response.url()) === '/api/feedback/send' && response.request().method() === 'POST',
      LOAD,
    )
    .then(async (response) => {
      expect(response.status()).toBe(201);
      const id: unknown = Reflect.get(Object(Reflect.get(Object(await response.json()), 'data')), 'id');
      if (typeof id !== 'number') throw new Error('/api/feedback/send answered no id');
      return id;
    });
}

/** The status the next POST /api/feedback/changeStatus moved the feedback to, with its reply channel. */
export function nextStatusChange(page: Page): Promise<{ status: unknown; replyChannel: unknown }> {
  return page
    .waitForResponse(
      (response) =>
        pathOf(response.url()) === '/api/feedback/changeStatus' && response.request().method() === 'POST',
      LOAD,
    )
    .then(async (response) => {
      expect(response.status()).toBe(200);
      const data: unknown = Reflect.get(Object(await response.json()), 'data');
      const items: unknown = Reflect.get(Object(data), 'items');
      const item: unknown = Array.isArray(items) ? items[0] : undefined;
      return {
        status: Reflect.get(Object(item), 'status'),
        replyChannel: Reflect.get(Object(item), 'replyChannel'),
      };
    });
}

/** One feedback's row (admin board or «Мои обращения»), found by its heading. */
export function feedbackRow(page: Page, id: number): Locator {
  return page
    .locator('li.feedback-row')
    .filter({ has: page.getByRole('heading', { name: `Обращение №${id}`, exact: true }) });
}

export async function badgeOf(row: Locator): Promise<string | null> {
  if ((await row.count()) !== 1) return null;
  return ((await row.locator('.status-badge').textContent()) ?? '').trim();
}

export async function replyOf(row: Locator): Promise<string | null> {
  if ((await row.count()) !== 1) return null;
  const body = row.locator('.feedback-reply__body');
  return (await body.count()) === 1 ? ((await body.textContent()) ?? '').trim() : null;
}

/** The page is no wider than the screen: nothing scrolls sideways. */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

const feedbackDialog = (page: Page) => page.getByRole('dialog', { name: 'Написать в карьерный центр' });

/** Opens the footer's «Обратная связь» and waits for the dialog (see press-until-open.ts). */
export function openFeedbackDialog(page: Page): Promise<Locator> {
  const button = page.locator('footer.app-footer').getByRole('button', { name: 'Обратная связь' });
  const opening = page.getByRole('status').filter({ hasText: 'Открываем форму' });
  return pressUntilOpen({
    // Short on the second try: if the dialog opened meanwhile, its backdrop takes the click.
    press: (again) => button.click(again ? { timeout: 2_000 } : LOAD),
    dialog: feedbackDialog(page),
    untouched: async () => (await opening.count()) === 0 && (await button.count()) === 1,
    // The footer's QuietBoundary drops the button when the dialog's chunk fails.
    describe: async () =>
      `at ${page.url()}: buttons ${await button.count()}, «Открываем форму…» ${await opening.count()}`,
    timeoutMs: LOAD.timeout,
  });
}

/** Opens the Mini App as a linked Telegram user and waits for its automatic sign-in. */
export async function openSignedInMiniApp(page: Page, url: string, user: TelegramUserData, path: string) {
  await page.addInitScript({ content: TOAST_WATCH });
  const signedIn = page.waitForResponse((response) => pathOf(response.url()) === '/api/tg-login/', LOAD);
  const initData = journeyInitData(user);
  const host = await openMiniApp(page, { baseUrl: url, path, initData });
  expect((await signedIn).status()).toBe(200);
  return { host, initData };
}

/** The bodies of the .eml files in the outbox sent to `to`. */
export function mailsTo(outbox: string, to: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${to.replace(/[.]/g, '\\.')}$`, 'm').test(raw))
    .map((raw) => {
      const mail = parseMail(raw, [to]);
      return `${mail.subject}\n${mail.texts.join('\n')}`;
    });
}

export function mainButton(host: TelegramHost): Record<string, unknown> {
  return host.mainButtonState() ?? {};
}

/** The address the bot's «Открыть» button of a new-feedback notification opens (as a Mini App). */
export function notificationLink(url: string, feedbackId: number, excerpt: string): URL {
  const keyboard = appButton(
    { publicUrl: url.replace(/^http:/, 'https:'), botUsername: JOURNEY_BOT.BOT_USERNAME, miniAppName: 'app' },
    screenOfNotification({ type: 'feedback-new', feedbackId, author: 'Дарья', excerpt }),
    'Открыть',
  );
  const link: unknown = Reflect.get(
    Object(Reflect.get(Object(keyboard?.inline_keyboard[0]?.[0]), 'web_app')),
    'url',
  );
  return new URL(String(link));
}
