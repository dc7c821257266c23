import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { clientDistDir } from '../../src/server/client-build';
import { FIRST_SCREEN_ROOTS } from '../../src/server/client-chunks';
import { type PublicRoute, routePreloadsFrom } from '../../src/server/pages/route-preloads';
import { INITIAL_DATA_ELEMENT_ID } from '../../src/shared/initial-data';
import { describeOnDatabase } from '../helpers/test-database';
import { readSeededIds, type SeededIds } from './helpers/a11y-screens';
import { skipBrowserJourneys } from './helpers/browser';
import { seedSmallDemo } from './helpers/demo-seed';
import { LOAD } from './helpers/feedback-journey';
import { openPage, PHONE } from './helpers/journey';
import { useJourneyServer } from './helpers/journey-server';

/** The /api paths (without the query) a page asked for. */
function watchApi(page: Page): () => string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  return () => [...asked];
}

/** What the server inlined for the page, read from the page itself. */
async function inlined(page: Page): Promise<Record<string, unknown> | null> {
  const text = await page.evaluate(
    (id) => document.getElementById(id)?.textContent ?? null,
    INITIAL_DATA_ELEMENT_ID,
  );
  return text === null ? null : (JSON.parse(text) as { entries: Record<string, unknown> }).entries;
}

const titleOf = (value: unknown) => String(Reflect.get(Object(value), 'title'));
const nameOf = (value: unknown) => String(Reflect.get(Object(value), 'name'));
const firstItem = (value: unknown): unknown => (Reflect.get(Object(value), 'items') as unknown[])[0];

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)(
  'the public pages show their first screen from the page itself (docs/decisions/027)',
  (target) => {
    let ids: SeededIds | undefined;
    const journey = useJourneyServer(target, {}, async (databaseEnv) => {
      await seedSmallDemo(databaseEnv);
      ids = await readSeededIds(databaseEnv);
    });
    const seeded = () => {
      if (!ids) throw new Error('not seeded');
      return ids;
    };

    it('preloads each public route’s chunk from the build manifest', () => {
      const manifest = JSON.parse(readFileSync(join(clientDistDir, '.vite', 'manifest.json'), 'utf8'));
      const preloads = routePreloadsFrom(manifest);
      // Each route's chunk is named after it (src/server/client-chunks.ts); a renamed one fails here.
      for (const route of Object.keys(FIRST_SCREEN_ROOTS) as PublicRoute[])
        expect(
          preloads(route).some((file) => file.startsWith(`/js/${route}-`)),
          route,
        ).toBe(true);
    });

    it('a guest sees each page’s content with no API request for it', async () => {
      const { vacancy, company } = seeded();
      const cases = [
        {
          path: '/vacancies/',
          chunk: 'vacancies',
          api: '/api/vacancy/getItems',
          shows: (data: Record<string, unknown>) => titleOf(firstItem(data.vacancies)),
        },
        {
          path: `/vacancy/${vacancy}/`,
          chunk: 'vacancy',
          api: `/api/vacancy/${vacancy}/`,
          shows: (data: Record<string, unknown>) => titleOf(data[`vacancy:${vacancy}`]),
        },
        {
          path: `/company/${company}/`,
          chunk: 'company',
          api: '/api/',
          shows: (data: Record<string, unknown>) => nameOf(data[`company:${company}`]),
        },
        {
          path: '/companies/',
          chunk: 'companies',
          api: '/api/company/getItems',
          shows: (data: Record<string, unknown>) => nameOf(firstItem(data.companies)),
        },
      ];
      for (const { path, chunk, api, shows } of cases) {
        const { page, context, errors } = await openPage(journey.browser, PHONE);
        const asked = watchApi(page);
        const response = await page.goto(`${journey.server.url}${path}`);
        expect(response?.status(), path).toBe(200);
        const html = (await response?.text()) ?? '';
        // The route's chunk is named after it (src/server/client-chunks.ts).
        expect(html, `${path}: its screen chunk is preloaded`).toMatch(
          new RegExp(`<link rel="modulepreload" crossorigin href="/js/${chunk}-[\\w-]+\\.js">`),
        );
        const data = await inlined(page);
        expect(data, `${path}: inlined data`).not.toBeNull();
        const text = shows(data ?? {});
        await page.getByText(text, { exact: true }).first().waitFor(LOAD);
        // The company page's own data and its vacancies both came with the page.
        const forThis = asked().filter((one) =>
          api === '/api/'
            ? one.startsWith(`/api/company/${company}/`) || one === '/api/vacancy/getItems'
            : one === api,
        );
        expect(forThis, `${path}: asked the API for what the page carried`).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      }
    });

    it('uses the inlined data once: after navigation the screens ask the API again', async () => {
      const { page, context } = await openPage(journey.browser, PHONE);
      const asked = watchApi(page);
      await page.goto(`${journey.server.url}/vacancies/`);
      const list = page.getByRole('list', { name: 'Результаты поиска' });
      await list.getByRole('link').first().waitFor(LOAD);
      expect(asked().filter((one) => one === '/api/vacancy/getItems')).toEqual([]);
      await list.getByRole('link').first().click();
      await expect.poll(() => asked().some((one) => /^\/api\/vacancy\/\d+\/$/.test(one)), LOAD).toBe(true);
      // A new visit to the list (not Back, which shows the list as it was left: decision 054).
      await page
        .getByRole('navigation', { name: 'Навигация' })
        .getByRole('link', { name: 'Вакансии' })
        .click();
      await expect.poll(() => asked().filter((one) => one === '/api/vacancy/getItems').length, LOAD).toBe(1);
      await context.close();
    });

    it('a missing vacancy answers 404 and the app shows its not-found page', async () => {
      const { page, context } = await openPage(journey.browser, PHONE);
      const response = await page.goto(`${journey.server.url}/vacancy/987654/`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Вакансия не найдена или снята с публикации' }).waitFor(LOAD);
      await context.close();
    });
  },
);
