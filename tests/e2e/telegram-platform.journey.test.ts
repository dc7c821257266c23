import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { expect, it } from 'vitest';
import { clientDistDir } from '../../src/server/client-build';
import { DARK_THEME, LIGHT_THEME } from '../../src/server/dev/mini-app-launch';
import { describeOnDatabase } from '../helpers/test-database';
import { skipBrowserJourneys } from './helpers/browser';
import { seedSmallDemo } from './helpers/demo-seed';
import { openPage, type Viewport, watchFailures } from './helpers/journey';
import { GUEST_TELEGRAM_USER, JOURNEY_BOT, journeyInitData } from './helpers/journey-init-data';
import { useJourneyServer } from './helpers/journey-server';
import { installTelegramHost, openMiniApp } from './helpers/telegram-host';

/** An iPhone-sized WebView: Telegram opens Mini Apps full width on phones. */
const TELEGRAM_PHONE: Viewport = { width: 390, height: 740 };

/** Strings only @tma.js/sdk's code holds: a script containing one is the Telegram platform. */
const TELEGRAM_CODE = /web_app_setup_back_button|TelegramWebviewProxy/;

const cards = (page: Page) => page.getByRole('list', { name: 'Результаты поиска' }).locator(':scope > li');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const LOAD = { timeout: 15_000 };

/**
 * A Telegram user linked to no account is a guest: /api/tg-login/ answers 404 «unlinked» by
 * design (and Chromium logs it as a console error). Anything else still counts.
 */
const GUEST_REFUSAL = ['404 /api/tg-login/'];

/**
 * The chunk Vite emitted for the Telegram platform: the `telegram` chunk of the build's plan
 * (src/server/client-chunks.ts), found in the manifest by its name.
 */
function telegramChunkFile(): string {
  const manifest: unknown = JSON.parse(readFileSync(join(clientDistDir, '.vite', 'manifest.json'), 'utf8'));
  const entry: unknown = Object.values(Object(manifest)).find(
    (chunk: unknown) => Reflect.get(Object(chunk), 'name') === 'telegram',
  );
  const file: unknown = Reflect.get(Object(entry), 'file');
  if (typeof file !== 'string') throw new Error('the manifest names no Telegram platform chunk');
  return file;
}

/** Every script the page loads, with its body, to tell which code the visitor downloaded. */
function recordScripts(page: Page) {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  return {
    urls: () => responses.map((response) => new URL(response.url()).pathname),
    async telegramCodeLoaded(): Promise<boolean> {
      const bodies = await Promise.all(responses.map((response) => response.text().catch(() => '')));
      return bodies.some((body) => TELEGRAM_CODE.test(body));
    },
  };
}

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)('the Mini App in a simulated Telegram', (target) => {
  const journey = useJourneyServer(target, { ...JOURNEY_BOT }, seedSmallDemo);

  it('a guest opens a vacancy: the BackButton shows off the root, takes them back and hides at home', async () => {
    const { page, context, errors } = await openPage(journey.browser, TELEGRAM_PHONE);
    const problems = watchFailures(page, errors);
    const url = journey.server.url;
    const host = await openMiniApp(page, { baseUrl: url, path: '/vacancies/', initData: journeyInitData() });
    await expect.poll(() => cards(page).count(), LOAD).toBeGreaterThan(0);
    await expect.poll(() => host.backButtonVisible(), LOAD).toBe(true);

    await cards(page).first().getByRole('link').first().click();
    await page.waitForURL(/\/vacancy\/\d+\/$/);
    await expect.poll(() => heading(page).isVisible()).toBe(true);
    expect(host.backButtonVisible()).toBe(true);

    // Telegram's BackButton, not the browser's: the list comes back (its entry still holds the launch hash).
    await host.pressBack();
    await page.waitForURL(/\/vacancies\/(#.*)?$/);
    await expect.poll(() => heading(page).textContent()).toBe('Вакансии и стажировки');
    expect(host.backButtonVisible()).toBe(true);

    // Nothing behind the first screen of the launch: Back goes to the root, where it hides.
    await host.pressBack();
    await page.waitForURL(`${url}/`);
    await expect.poll(() => host.backButtonVisible()).toBe(false);
    const visibility = host
      .events('web_app_setup_back_button')
      .map((params) => Reflect.get(Object(params), 'is_visible'));
    expect(visibility.at(-1)).toBe(false);
    // All of it in one document: Telegram's launch params are in the first URL only.
    expect(host.events('web_app_ready')).toHaveLength(1);
    expect(problems(GUEST_REFUSAL)).toEqual({ failedRequests: [], errors: [] });
    await context.close();
  });

  it('a theme change from Telegram recolours the page at once', async () => {
    const { page, context, errors } = await openPage(journey.browser, TELEGRAM_PHONE);
    const problems = watchFailures(page, errors);
    const url = journey.server.url;
    const host = await openMiniApp(page, {
      baseUrl: url,
      path: '/',
      initData: journeyInitData(),
      themeParams: LIGHT_THEME,
    });
    const colours = () =>
      page.evaluate(() => ({
        page: getComputedStyle(document.documentElement).backgroundColor,
        header: getComputedStyle(document.querySelector('.app-header') ?? document.body).backgroundColor,
      }));
    // The launch theme: secondary_bg_color #efeff4 under the page, bg_color #ffffff on surfaces.
    await expect.poll(colours, LOAD).toEqual({ page: 'rgb(239, 239, 244)', header: 'rgb(255, 255, 255)' });

    await host.changeTheme({ ...DARK_THEME, bg_color: '#102030', secondary_bg_color: '#0a0b0c' });
    await expect.poll(colours).toEqual({ page: 'rgb(10, 11, 12)', header: 'rgb(16, 32, 48)' });
    expect(problems(GUEST_REFUSAL)).toEqual({ failedRequests: [], errors: [] });
    await context.close();
  });

  it('the website downloads no Telegram code, not even beside a webview proxy; a Mini App launch does', async () => {
    const url = journey.server.url;
    const chunk = `/${telegramChunkFile()}`;

    const site = await openPage(journey.browser, TELEGRAM_PHONE);
    const siteScripts = recordScripts(site.page);
    await site.page.goto(`${url}/vacancies/`);
    await expect.poll(() => cards(site.page).count(), LOAD).toBeGreaterThan(0);
    await site.page.waitForLoadState('networkidle');
    expect(siteScripts.urls().length).toBeGreaterThan(0);
    expect(siteScripts.urls()).not.toContain(chunk);
    expect(await siteScripts.telegramCodeLoaded()).toBe(false);
    // No Telegram UI either: no SDK receiver, no theme variables.
    expect(
      await site.page.evaluate(() => ({
        telegram: 'Telegram' in window,
        themeVars: document.documentElement.style.cssText.includes('--tg-'),
      })),
    ).toEqual({ telegram: false, themeVars: false });
    expect(site.errors).toEqual([]);
    await site.context.close();

    // Telegram's iOS in-app browser defines the proxy but passes no launch params (tma.js#747).
    const inAppBrowser = await openPage(journey.browser, TELEGRAM_PHONE);
    const inAppHost = await installTelegramHost(inAppBrowser.page);
    const inAppScripts = recordScripts(inAppBrowser.page);
    await inAppBrowser.page.goto(`${url}/vacancies/`);
    await expect.poll(() => cards(inAppBrowser.page).count(), LOAD).toBeGreaterThan(0);
    await inAppBrowser.page.waitForLoadState('networkidle');
    expect(inAppScripts.urls()).not.toContain(chunk);
    expect(inAppHost.posted).toEqual([]);
    await inAppBrowser.context.close();

    // The same build, opened by a Mini App launch, loads the Telegram platform.
    const miniApp = await openPage(journey.browser, TELEGRAM_PHONE);
    const miniAppScripts = recordScripts(miniApp.page);
    const host = await openMiniApp(miniApp.page, {
      baseUrl: url,
      path: '/vacancies/',
      initData: journeyInitData(),
    });
    await expect.poll(() => host.backButtonVisible()).toBe(true);
    await miniApp.page.waitForLoadState('networkidle');
    expect(miniAppScripts.urls()).toContain(chunk);
    expect(await miniAppScripts.telegramCodeLoaded()).toBe(true);
    await miniApp.context.close();

    // The dev-only simulated host (npm run dev -- --telegram) is not in the build at all.
    const built = readdirSync(join(clientDistDir, 'js')).map((file) =>
      readFileSync(join(clientDistDir, 'js', file), 'utf8'),
    );
    expect(built.filter((code) => code.includes('[dev-telegram]'))).toEqual([]);
  });

  it('a deep link with startapp=vacancy_<id> lands on that vacancy', async () => {
    const { page, context, errors } = await openPage(journey.browser, TELEGRAM_PHONE);
    const problems = watchFailures(page, errors);
    const url = journey.server.url;
    const answer = await page.request.get(`${url}/api/vacancy/getItems`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const items: unknown = Reflect.get(Object(Reflect.get(Object(await answer.json()), 'data')), 'items');
    const vacancy: unknown = Array.isArray(items) ? items[3] : undefined;
    const id: unknown = Reflect.get(Object(vacancy), 'id');
    const title: unknown = Reflect.get(Object(vacancy), 'title');
    if (typeof id !== 'number' || typeof title !== 'string')
      throw new Error('the demo board has no vacancies');

    const startParam = `vacancy_${id}`;
    const host = await openMiniApp(page, {
      baseUrl: url,
      path: '/',
      startParam,
      initData: journeyInitData(GUEST_TELEGRAM_USER, startParam),
    });
    await page.waitForURL(new RegExp(`/vacancy/${id}/([?#].*)?$`));
    await expect.poll(() => heading(page).textContent(), LOAD).toBe(title);
    await expect.poll(() => host.backButtonVisible()).toBe(true);
    expect(problems(GUEST_REFUSAL)).toEqual({ failedRequests: [], errors: [] });
    await context.close();
  });
});
