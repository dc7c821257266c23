import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeOnDatabase } from '../helpers/test-database';
import { readSeededIds, type SeededIds } from './helpers/a11y-screens';
import { skipBrowserJourneys } from './helpers/browser';
import { seedSmallDemo } from './helpers/demo-seed';
import { LOAD } from './helpers/feedback-journey';
import { DESKTOP, openPage, PHONE } from './helpers/journey';
import { GUEST_TELEGRAM_USER, JOURNEY_BOT, journeyInitData } from './helpers/journey-init-data';
import { useJourneyServer } from './helpers/journey-server';
import { DEMO_STUDENT, openSignedInPage } from './helpers/session';
import { openMiniApp } from './helpers/telegram-host';

/** A public page and what a reader must find on it without a script (docs/decisions/066-server-rendering.md). */
type PublicPage = { path: string; heading: string; shows: readonly string[] };

/** Reads the seeded board over the API, as a guest would see it. */
async function publicPages(base: string, ids: SeededIds): Promise<PublicPage[]> {
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const body = (await response.json()) as { data: Record<string, unknown> };
    return body.data;
  };
  const vacancy = await get(`/api/vacancy/${ids.vacancy}/`);
  const company = await get(`/api/company/${ids.company}/`);
  const list = (await get('/api/vacancy/getItems?page=1&limit=20')).items as { title: string }[];
  const companyList = (await get('/api/company/getItems?text=&page=1&limit=20')).items as { name: string }[];
  const companyOpen = (await get(`/api/vacancy/getItems?company=${ids.company}&sort=newest&page=1&limit=10`))
    .items as { title: string }[];
  const firstLine = String(vacancy.description).split('\n')[0]?.trim() ?? '';
  return [
    { path: '/', heading: 'Вакансии и стажировки для студентов', shows: [list[0]?.title ?? '?'] },
    {
      path: '/vacancies/',
      heading: 'Вакансии и стажировки',
      shows: list.slice(0, 3).map((one) => one.title),
    },
    {
      path: `/vacancy/${ids.vacancy}/`,
      heading: String(vacancy.title),
      shows: [String((vacancy.company as { name: string }).name), firstLine.slice(0, 40)],
    },
    {
      path: `/company/${ids.company}/`,
      heading: String(company.name),
      shows: companyOpen.slice(0, 2).map((one) => one.title),
    },
    { path: '/companies/', heading: 'Компании', shows: companyList.slice(0, 3).map((one) => one.name) },
    { path: '/no-such-page/', heading: 'Страница не найдена', shows: ['На главную'] },
  ];
}

/** Records whether anything replaced #root's children: hydration keeps the server's nodes. */
async function watchRoot(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const seen = { replaced: false };
    Reflect.set(window, '__rootWatch', seen);
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id === 'root' && record.removedNodes.length > 0) seen.replaced = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => Boolean(Reflect.get(Reflect.get(window, '__rootWatch') ?? {}, 'replaced')));
}

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)(
  'public pages rendered on the server (docs/decisions/066-server-rendering.md)',
  (target) => {
    let ids: SeededIds | undefined;
    const journey = useJourneyServer(target, JOURNEY_BOT, async (databaseEnv) => {
      await seedSmallDemo(databaseEnv);
      ids = await readSeededIds(databaseEnv);
    });
    const pages = () => {
      if (!ids) throw new Error('not seeded');
      return publicPages(journey.server.url, ids);
    };

    it('every public page shows its content with JavaScript off', async () => {
      const context = await journey.browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
      const page = await context.newPage();
      for (const { path, heading, shows } of await pages()) {
        await page.goto(`${journey.server.url}${path}`);
        expect(await page.getByRole('heading', { level: 1 }).first().textContent(), path).toBe(heading);
        for (const text of shows) {
          expect(await page.getByText(text).count(), `${path}: «${text}»`).toBeGreaterThan(0);
        }
      }
      await context.close();
    });

    it('a guest’s browser hydrates each page: the server’s nodes stay, nothing is reported', async () => {
      // Every page on a phone; the list on a desktop too, where the filters are a sidebar.
      const all = await pages();
      const runs = [
        ...all.map((one) => ({ ...one, viewport: PHONE })),
        ...all.filter((one) => one.path === '/vacancies/').map((one) => ({ ...one, viewport: DESKTOP })),
      ];
      for (const { path, heading, viewport } of runs) {
        const { page, context, errors } = await openPage(journey.browser, viewport);
        const replaced = await watchRoot(page);
        await page.goto(`${journey.server.url}${path}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: heading }).first().waitFor(LOAD);
        // The not-found page is a 404 by design: Chromium reports the document's status.
        const reported = errors.filter((error) => !(path === '/no-such-page/' && / 404 /.test(error)));
        expect(reported, `${path} at ${viewport.width}px`).toEqual([]);
        expect(await replaced(), `${path} at ${viewport.width}px: the server's markup was replaced`).toBe(
          false,
        );
        await context.close();
      }
    });

    it('a signed-in student’s page comes with a student’s layout, then the app renders it, reporting nothing', async () => {
      const { page, context, errors } = await openSignedInPage(
        journey.browser,
        journey.server.url,
        DEMO_STUDENT,
        PHONE,
      );
      const response = await page.goto(`${journey.server.url}/vacancies/`, { waitUntil: 'networkidle' });
      const html = (await response?.text()) ?? '';
      // The server's markup: the student's menu, no «Войти», and no guest's data inlined.
      expect(html).toContain('Мои отклики');
      expect(html).not.toContain('>Войти<');
      expect(html).not.toContain('id="initial-data"');
      // Not a guest's markup: the browser renders over it rather than hydrating it.
      expect(html).toContain('<div id="root">');
      await page.getByRole('list', { name: 'Результаты поиска' }).getByRole('link').first().waitFor(LOAD);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('inside Telegram the Mini App renders in place of the website’s markup, with nothing reported', async () => {
      const { path, heading } = (await pages())[2] as PublicPage;
      const { page, context, errors } = await openPage(journey.browser, PHONE);
      await openMiniApp(page, {
        baseUrl: journey.server.url,
        path,
        initData: journeyInitData(GUEST_TELEGRAM_USER),
      });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor(LOAD);
      await page.waitForLoadState('networkidle');
      // This Telegram user has no account yet: the sign-in's 404 says so (docs/product.md), the rest is silent.
      expect(errors.filter((error) => !/ 404 /.test(error))).toEqual([]);
      expect(errors.length).toBeLessThanOrEqual(1);
      await context.close();
    });
  },
);
