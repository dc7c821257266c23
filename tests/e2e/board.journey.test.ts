import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeOnDatabase } from '../helpers/test-database';
import { skipBrowserJourneys } from './helpers/browser';
import { seedSmallDemo } from './helpers/demo-seed';
import { ADMIN, acceptConfirmations, openPage } from './helpers/journey';
import { useJourneyServer } from './helpers/journey-server';
import { ADMIN_ACCOUNT, DEMO_COMPANY, openSignedInPage } from './helpers/session';

/** The result cards: the list's own items, not the tag lists inside each card. */
const cards = (page: Page) => page.getByRole('list', { name: 'Результаты поиска' }).locator(':scope > li');

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)('the board in Chromium', (target) => {
  const journey = useJourneyServer(
    target,
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    seedSmallDemo,
  );

  it('a guest loads more, searches in Russian, filters by type and tag, opens a vacancy and its company', async () => {
    const { page, context, errors } = await openPage(journey.browser);
    const url = journey.server.url;
    await page.goto(`${url}/vacancies/`);
    await expect.poll(() => cards(page).count()).toBe(20);
    await page.getByRole('button', { name: 'Показать ещё' }).click();
    await expect.poll(() => cards(page).count()).toBe(40);

    // Morphology: the plural «стажировки» finds vacancies titled «Стажировка …» / «Стажёр …».
    await page.getByLabel('Поиск вакансий').fill('стажировки');
    await page.getByLabel('Поиск вакансий').press('Enter');
    await page.waitForURL(/text=/);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    const searched = await cards(page).count();

    await page.getByRole('group', { name: 'Типы вакансий' }).getByRole('button').nth(1).click();
    await page.waitForURL(/type=\d+/);
    await page.getByRole('group', { name: 'Теги' }).getByRole('button').first().click();
    await page.waitForURL(/tags=\d+/);
    await expect.poll(async () => (await cards(page).count()) <= searched).toBe(true);

    // Clear the narrow filters and open the first vacancy, then its company.
    await page.goto(`${url}/vacancies/`);
    await cards(page).first().getByRole('link').first().click();
    await page.waitForURL(/\/vacancy\/\d+\/$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    const companyName = (await page.locator('a[href^="/company/"]').first().textContent())?.trim() ?? '';
    await page.locator('a[href^="/company/"]').first().click();
    await page.waitForURL(/\/company\/\d+\/$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(companyName);
    const projects = page
      .getByRole('region', { name: 'Проекты компании' })
      .or(page.getByRole('group', { name: 'Проекты компании' }));
    await expect.poll(() => projects.first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a company publishes a vacancy a guest then finds, and archives it so it disappears', async () => {
    const url = journey.server.url;
    // Signed in by the API (tests/e2e/helpers/session.ts): the board is the subject.
    const company = await openSignedInPage(journey.browser, url, DEMO_COMPANY);
    await company.page.goto(`${url}/board/vacancy/edit/`);
    await company.page.getByLabel('Название', { exact: true }).fill('Стажёр-криптограф квантовых протоколов');
    // Publishing asks for a description and a place (contract/vacancy-input.contract.ts, publishProblems).
    await company.page
      .getByLabel('Описание', { exact: true })
      .fill(
        'Исследуем протоколы распределения ключей, пишем прототипы на Rust и разбираем статьи вместе с наставником.',
      );
    await company.page.getByLabel('График', { exact: true }).selectOption('remote');
    await company.page.getByRole('button', { name: 'Опубликовать' }).click();
    await company.page.waitForURL(`${url}/board/vacancies/`);

    const guest = await openPage(journey.browser);
    const search = async () => {
      await guest.page.goto(`${url}/vacancies/?text=${encodeURIComponent('криптографы')}`);
      await guest.page.waitForLoadState('networkidle');
      return cards(guest.page).allTextContents();
    };
    expect((await search()).join(' ')).toContain('Стажёр-криптограф квантовых протоколов');

    await acceptConfirmations(company.page);
    const row = company.page
      .getByRole('listitem')
      .filter({ hasText: 'Стажёр-криптограф квантовых протоколов' });
    await row.getByRole('button', { name: /В архив/ }).click();
    await expect.poll(() => row.getByText('В архиве').first().isVisible()).toBe(true);

    await expect.poll(async () => (await search()).join(' ')).not.toContain('Стажёр-криптограф');
    await company.context.close();
    await guest.context.close();
  });

  it('an admin adds a tag that then appears in the tag slider', async () => {
    const url = journey.server.url;
    const admin = await openSignedInPage(journey.browser, url, ADMIN_ACCOUNT);
    await admin.page.goto(`${url}/board/tag/edit/`);
    await admin.page.getByLabel('Название').fill('Квантовые вычисления');
    await admin.page.getByRole('button', { name: /Добавить|Сохранить/ }).click();
    await admin.page.waitForURL(`${url}/board/tags/`);

    const guest = await openPage(journey.browser);
    await guest.page.goto(`${url}/vacancies/`);
    const chip = guest.page
      .getByRole('group', { name: 'Теги' })
      .getByRole('button', { name: /Квантовые вычисления/ });
    await expect.poll(() => chip.count()).toBe(1);
    await admin.context.close();
    await guest.context.close();
  });
});
