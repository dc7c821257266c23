import { expect, it } from 'vitest';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../src/shared/constants';
import { describeOnDatabase } from '../helpers/test-database';
import { skipBrowserJourneys } from './helpers/browser';
import { seedSmallDemo } from './helpers/demo-seed';
import { openPage, PHONE } from './helpers/journey';
import { GUEST_TELEGRAM_USER, JOURNEY_BOT, journeyInitData } from './helpers/journey-init-data';
import { useJourneyServer } from './helpers/journey-server';
import { openMiniApp } from './helpers/telegram-host';

const LOAD = { timeout: 15_000 };

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)(
  'places inside Telegram at 360 px (issue 26; docs/decisions/061)',
  (target) => {
    const journey = useJourneyServer(target, { ...JOURNEY_BOT }, seedSmallDemo);

    /** What the API finds for the same places, as the count to expect on the screen. */
    type Answer = {
      total: number;
      items: { lat: number | null; lng: number | null }[];
      facets?: { cities: { name: string; count: number }[] };
    };
    async function api(query: string): Promise<Answer> {
      const response = await fetch(`${journey.server.url}/api/vacancy/getItems?${query}`, {
        headers: { [XHR_HEADER]: XHR_HEADER_VALUE },
      });
      return ((await response.json()) as { data: Answer }).data;
    }

    it('a student picks a city from the list, then «Рядом со мной» sorts by Telegram’s location', async () => {
      // The seeded board's busiest city, and an office point in it as the phone's location.
      const city = (await api('')).facets?.cities[0]?.name ?? '';
      expect(city).not.toBe('');
      const inCity = await api(`city=${encodeURIComponent(city)}&limit=50`);
      const office = inCity.items.find((item) => item.lat !== null && item.lng !== null);
      const here = { latitude: office?.lat ?? 0, longitude: office?.lng ?? 0 };
      const { page, context } = await openPage(journey.browser, PHONE);
      const host = await openMiniApp(page, {
        baseUrl: journey.server.url,
        path: '/vacancies/',
        initData: journeyInitData(GUEST_TELEGRAM_USER),
      });
      host.setLocation(here);
      await page.getByRole('button', { name: /^Фильтры/ }).click(LOAD);
      const field = page.getByRole('combobox', { name: 'Город или регион' });
      await field.fill(city.slice(0, 4));
      const option = page.getByRole('option', { name: new RegExp(`^${city}`) });
      await option.first().waitFor(LOAD);
      await field.press('ArrowDown');
      await field.press('ArrowUp');
      await field.press('Enter');
      await page.getByRole('button', { name: `Убрать: ${city}` }).waitFor(LOAD);
      const show = page.locator('.filter-sheet__footer').getByRole('button');
      await expect
        .poll(() => show.textContent(), LOAD)
        .toMatch(new RegExp(`Показать ${inCity.total} ваканс`));

      // Telegram's own location request answers the point; the list is sorted nearest first.
      await page.getByRole('button', { name: 'Рядом со мной' }).click();
      await page.getByRole('button', { name: 'Убрать: рядом со мной' }).waitFor(LOAD);
      expect(host.events('web_app_request_location').length).toBe(1);
      await show.click();
      await expect.poll(() => new URL(page.url()).searchParams.get('sort'), LOAD).toBe('distance');
      expect(new URL(page.url()).searchParams.get('near')).toBe(
        `${here.latitude.toFixed(4)},${here.longitude.toFixed(4)}`,
      );
      const cards = page.locator('article.vacancy-card');
      await cards.first().waitFor(LOAD);
      const places = await cards.locator('.vacancy-card__address').allTextContents();
      expect(places.length).toBeGreaterThan(0);
      expect(places.every((place) => place.includes(city))).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );

      // Refused: a toast says what to do, and the list keeps its places.
      await page.getByRole('button', { name: /^Фильтры/ }).click();
      await page.getByRole('button', { name: 'Убрать: рядом со мной' }).click();
      host.setLocation(null);
      await page.getByRole('button', { name: 'Рядом со мной' }).click();
      await page.getByText('Нет доступа к геопозиции').waitFor(LOAD);
      await context.close();
    });
  },
);
