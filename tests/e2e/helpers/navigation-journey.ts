/**
 * Seeding and measuring for the navigation journey (issue 24, items 7–10;
 * tests/e2e/navigation.journey.test.ts): the small demo board, a student and the demo company
 * both linked to Telegram, and one application of the student to the company's vacancy.
 */
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { applications, companies, students } from '../../../src/server/db/schema';
import { DEMO_COMPANY_EMAIL } from '../../../src/server/demo/seed-demo';
import type { TelegramUserData } from '../../../src/server/dev/mini-app-launch';
import { insertApprovedStudents, type Student, seedDemoThen, visibleVacanciesOf } from './demo-seed';
import { LOAD, PASSWORD } from './feedback-journey';
import { PHONE, type Viewport } from './journey';

export const NAV_STUDENT: Student = {
  email: 'navigates.lists@univer.ru',
  firstName: 'Нина',
  lastName: 'Навигаторова',
  telegram: { id: 700_400_001, first_name: 'Нина', last_name: 'Навигаторова', language_code: 'ru' },
};

/** The demo company's HR person in Telegram. */
export const NAV_COMPANY_TELEGRAM: TelegramUserData = {
  id: 700_400_002,
  first_name: 'Ольга',
  last_name: 'Кадрова',
  language_code: 'ru',
};

export type NavigationWorld = { applicationId: number };

export async function seedNavigationBoard(env: Record<string, string>, world: Partial<NavigationWorld>) {
  await seedDemoThen(env, async (db) => {
    await insertApprovedStudents(db, [NAV_STUDENT], PASSWORD);
    const [company] = await db
      .update(companies)
      .set({ telegramUserId: NAV_COMPANY_TELEGRAM.id })
      .where(eq(companies.email, DEMO_COMPANY_EMAIL))
      .returning({ id: companies.id });
    const [student] = await db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.email, NAV_STUDENT.email));
    if (!company || !student) throw new Error('the demo company or the student is missing');
    const [vacancy] = await visibleVacanciesOf(db, company.id, 1);
    if (!vacancy) throw new Error('the demo company has no visible vacancy');
    const [application] = await db
      .insert(applications)
      .values({ studentId: student.id, vacancyId: vacancy.id, companyId: company.id })
      .returning({ id: applications.id });
    if (!application) throw new Error('insert failed');
    world.applicationId = application.id;
  });
}

/** The cards of /vacancies/ (the list is named «Результаты поиска»). */
export const vacancyCards = (page: Page) =>
  page.getByRole('list', { name: 'Результаты поиска' }).locator(':scope > li');

export const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Keys from the search box to the first result: Tab presses, and Enter on «К результатам»
 * (ui/skip-to-results.tsx). Gives up after 300 presses: the count then fails any bound.
 */
export async function keysToFirstResult(page: Page, search: Locator, first: Locator) {
  await first.waitFor({ timeout: 15_000 });
  await first.evaluate((node) => node.setAttribute('data-first-result', ''));
  await search.focus();
  let tabs = 0;
  let enters = 0;
  while (tabs < 300) {
    await page.keyboard.press('Tab');
    tabs += 1;
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      if (active?.closest('[data-first-result]')) return 'first';
      return active?.classList.contains('skip-to-results') ? 'skip' : '';
    });
    if (where === 'first') return { tabs, enters };
    if (where === 'skip') {
      await page.keyboard.press('Enter');
      enters += 1;
    }
  }
  return { tabs, enters };
}

/** Follows a menu entry: the burger menu on a phone, the side menu on a wide screen. */
export async function openFromMenu(page: Page, viewport: Viewport, name: string): Promise<void> {
  if (viewport === PHONE) {
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name, exact: true }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Основное меню' })
      .getByRole('link', { name, exact: true })
      .click();
  }
}

/** «Показать ещё» until the list holds `count` cards (or the list ends). */
export async function loadCards(page: Page, count: number): Promise<number> {
  await expect.poll(() => vacancyCards(page).count(), LOAD).toBeGreaterThanOrEqual(20);
  for (let shown = await vacancyCards(page).count(); shown < count; ) {
    const more = page.getByRole('button', { name: 'Показать ещё' });
    if ((await more.count()) === 0) break;
    await more.click();
    await expect.poll(() => vacancyCards(page).count(), LOAD).toBeGreaterThan(shown);
    shown = await vacancyCards(page).count();
  }
  return vacancyCards(page).count();
}
