import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeOnDatabase } from '../helpers/test-database';
import { skipBrowserJourneys } from './helpers/browser';
import { seedSmallDemo } from './helpers/demo-seed';
import { ADMIN, readStorage } from './helpers/journey';
import { useJourneyServer } from './helpers/journey-server';
import { DEMO_STUDENT, openSignedInPage } from './helpers/session';

const cards = (page: Page, list: string) => page.getByRole('list', { name: list }).locator(':scope > li');

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)('favourites in Chromium', (target) => {
  const journey = useJourneyServer(
    target,
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    seedSmallDemo,
  );

  it('a student favourites two vacancies, reloads and still sees them', async () => {
    const url = journey.server.url;
    // Signed in by the API (tests/e2e/helpers/session.ts): the favourites are the subject.
    const { page, context, errors } = await openSignedInPage(journey.browser, url, DEMO_STUDENT);

    await page.goto(`${url}/vacancies/`);
    const results = cards(page, 'Результаты поиска');
    await expect.poll(() => results.count()).toBe(20);
    const titles: string[] = [];
    for (const index of [0, 2]) {
      const card = results.nth(index);
      titles.push((await card.getByRole('heading').textContent())?.trim() ?? '');
      const switched = page.waitForResponse((response) => response.url().endsWith('/api/favourite/switch'));
      await card.getByRole('button', { name: 'Добавить в избранное' }).click();
      expect((await switched).status()).toBe(200);
      await expect
        .poll(() => card.getByRole('button', { name: 'Убрать из избранного' }).getAttribute('aria-pressed'))
        .toBe('true');
    }
    expect(Object.keys(JSON.parse((await readStorage(page, 'favourites')) ?? '{}'))).toHaveLength(2);

    await page.goto(`${url}/favourites/`);
    await page.reload();
    const kept = cards(page, 'Избранные вакансии');
    await expect.poll(() => kept.count()).toBe(2);
    // Newest first: the second heart comes first.
    expect((await kept.nth(0).getByRole('heading').textContent())?.trim()).toBe(titles[1]);
    expect((await kept.nth(1).getByRole('heading').textContent())?.trim()).toBe(titles[0]);
    // The heart is a chunk of its own (lib/favourite-button.tsx): it arrives a moment after the card.
    await expect.poll(() => kept.getByRole('button', { name: 'Убрать из избранного' }).count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
