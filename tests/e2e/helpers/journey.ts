import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export const ADMIN = { email: 'admin@example.ru', password: 'a long admin passphrase' };

export type Viewport = { width: number; height: number };
export const PHONE: Viewport = { width: 360, height: 740 };
export const DESKTOP: Viewport = { width: 1440, height: 900 };

/**
 * How far the screen's title sits below the sticky header, in pixels: negative when the header
 * hides it (a screen opened by a link must start at its top, src/client/app/layout.tsx).
 */
export function titleClearance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('.app-header')?.getBoundingClientRect();
    const title = document.querySelector('main h1')?.getBoundingClientRect();
    return header && title ? title.top - header.bottom : Number.NaN;
  });
}

/**
 * A fresh browser profile with a page that records uncaught errors and console errors; with
 * `storageState`, one that is already signed in (tests/e2e/helpers/session.ts).
 */
export async function openPage(
  browser: Browser,
  viewport: Viewport = DESKTOP,
  storageState?: BrowserContextOptions['storageState'],
) {
  const context: BrowserContext = await browser.newContext({ viewport, locale: 'ru-RU', storageState });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Map tiles and demo pictures live on other hosts, which this machine cannot reach: only our
    // own origin's failures count.
    const source = message.location().url;
    if (source && !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(source)) return;
    errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}

export async function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

export async function sessionGlobal(page: Page): Promise<unknown> {
  return page.evaluate(() => Reflect.get(window, '__SESSION_TOKEN__'));
}

/** Clicks the confirm button of the app's confirmation dialog (ui/confirm-dialog.tsx) whenever one opens. */
const AUTO_CONFIRM = `(() => {
  const accept = () => {
    for (const button of document.querySelectorAll('[data-confirm-accept]')) button.click();
  };
  new MutationObserver(accept).observe(document, { childList: true, subtree: true });
})();`;

/**
 * Says yes to every confirmation the website asks from now on, in this page and after reloads:
 * the app's own dialog, and a native one should the app ask before its dialog is mounted.
 */
export async function acceptConfirmations(page: Page): Promise<void> {
  page.on('dialog', (dialog) => void dialog.accept());
  await page.addInitScript({ content: AUTO_CONFIRM });
  await page.evaluate(AUTO_CONFIRM);
}

/**
 * Failed requests (4xx and 5xx) and the errors `openPage` records: none is expected unless a journey
 * names the refusals it causes (e.g. '403 /api/tg-login/' after a logout). Chromium logs every
 * 4xx as a console error, so those lines go too, but only when every failure was a named one.
 */
export function watchFailures(page: Page, errors: string[]) {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return (expected: readonly string[] = []) => {
    const others = failed.filter((entry) => !expected.includes(entry));
    const onlyExpected = others.length === 0 && failed.length > 0;
    const logged = errors.filter(
      (error) =>
        !(onlyExpected && error.startsWith('console: Failed to load resource: the server responded with')),
    );
    return { failedRequests: others, errors: logged };
  };
}
