import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_STUDENT_EMAIL } from '../../src/server/demo/seed-demo';
import { paths } from '../../src/shared/paths';
import { describeOnDatabase } from '../helpers/test-database';
import { skipBrowserJourneys } from './helpers/browser';
import { seedSmallDemo } from './helpers/demo-seed';
import { ADMIN, DESKTOP, PHONE, type Viewport } from './helpers/journey';
import { useJourneyServer } from './helpers/journey-server';
import { DEMO_STUDENT, openSignedInPage } from './helpers/session';

/** Nothing wider than the window: no sideways scrolling at 360 px. */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)('saved searches in Chromium', (target) => {
  const journey = useJourneyServer(
    target,
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    seedSmallDemo,
  );

  const run = (viewport: Viewport, text: string) => async () => {
    const url = journey.server.url;
    // Signed in by the API (tests/e2e/helpers/session.ts): the saved searches are the subject.
    const { page, context, errors } = await openSignedInPage(journey.browser, url, DEMO_STUDENT, viewport);

    await page.goto(`${url}${paths.vacancies}?text=${encodeURIComponent(text)}&salaryFrom=30000`);
    await page.getByRole('button', { name: 'Подписаться на новые вакансии' }).click();
    const dialog = page.getByRole('dialog', { name: 'Подписка на новые вакансии' });
    const summary = dialog.getByRole('region', { name: 'Фильтры подписки' });
    await summary.getByText(`Поиск: «${text}»`).waitFor();
    await summary.getByText(/Зарплата от 30\s000 ₽/).waitFor();
    expect(await dialog.getByRole('radio', { name: `На почту — ${DEMO_STUDENT_EMAIL}` }).isChecked()).toBe(
      true,
    );
    await dialog.getByLabel('Время подборки (по Москве)').fill('18:30');
    expect(await overflows(page)).toBe(false);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/subscription/'));
    await dialog.getByRole('button', { name: 'Подписаться' }).click();
    expect((await saved).status()).toBe(201);
    await dialog.getByRole('link', { name: 'Мои подписки' }).click();
    await page.waitForURL(`${url}${paths.subscriptions}`);

    const row = page.getByRole('listitem', { name: `Подписка 1: Поиск: «${text}»` });
    await row.getByText('На почту · Раз в день в 18:30 по Москве').waitFor();
    expect(await overflows(page)).toBe(false);
    await row.getByRole('button', { name: 'Приостановить' }).click();
    await row.getByText('На паузе').waitFor();
    await row.getByRole('button', { name: 'Удалить' }).click();
    // The website asks in the app's own dialog (ui/confirm-dialog-view.tsx).
    await page
      .getByRole('dialog', { name: 'Удалить подписку?' })
      .getByRole('button', { name: 'Удалить' })
      .click();
    await page.getByText('Подписок пока нет').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  };

  it('a student subscribes from /vacancies/ at 360 px, then pauses and deletes it', run(PHONE, 'python'));
  it('the same at 1440 px', run(DESKTOP, 'аналитик'));
});
