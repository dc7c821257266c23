import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeOnDatabase } from '../helpers/test-database';
import { skipBrowserJourneys } from './helpers/browser';
import { seedSmallDemo } from './helpers/demo-seed';
import { ADMIN, acceptConfirmations, openPage } from './helpers/journey';
import { useJourneyServer } from './helpers/journey-server';
import { ADMIN_ACCOUNT, openSignedInPage } from './helpers/session';

const PASSWORD = 'синий трактор едет в поле';

/** The new account signs in through the form: that the approval lets it in is part of the story. */
async function signIn(page: Page, url: string, email: string, password: string) {
  await page.goto(`${url}/login/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.waitForURL(`${url}/`);
}

async function fillConsentAndSubmit(page: Page) {
  await page.getByLabel('Я даю согласие на обработку персональных данных').check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
}

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)('registration and approval in Chromium', (target) => {
  const journey = useJourneyServer(
    target,
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    seedSmallDemo,
  );

  // The career centre's approval is the admin's, signed in by the API (tests/e2e/helpers/session.ts).
  it('a student registers with a photo and consent, is approved, signs in and keeps two favourites', async () => {
    const url = journey.server.url;
    const student = await openPage(journey.browser);
    await student.page.goto(`${url}/registration/`);
    await student.page.getByLabel('Фамилия').fill('Новикова');
    await student.page.getByLabel('Имя', { exact: true }).fill('Мария');
    await student.page.getByLabel('Email').fill('maria.novikova@univer.ru');
    await student.page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await student.page.getByLabel('Мобильный телефон').pressSequentially('9123456789');
    await student.page.getByLabel('Вуз').fill('Казанский федеральный университет');
    await student.page.getByLabel('Курс').fill('2');
    await student.page.getByLabel('Год выпуска').fill(String(new Date().getFullYear() + 2));
    await fillConsentAndSubmit(student.page);

    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#4a7' } })
      .png()
      .toBuffer();
    await student.page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    await student.page.getByRole('button', { name: 'Сохранить фото' }).click();
    await expect
      .poll(() => student.page.getByRole('dialog', { name: 'Заявка отправлена' }).isVisible())
      .toBe(true);

    // The account is pending until the career centre approves it (the API tests pin what pending may not do).
    const admin = await openSignedInPage(journey.browser, url, ADMIN_ACCOUNT);
    await acceptConfirmations(admin.page);
    await admin.page.goto(`${url}/board/students/`);
    await admin.page.getByRole('button', { name: 'Подтвердить: Мария Новикова' }).click();
    await expect
      .poll(() => admin.page.getByRole('button', { name: 'Подтвердить: Мария Новикова' }).count())
      .toBe(0);

    const back = await openPage(journey.browser);
    await signIn(back.page, url, 'maria.novikova@univer.ru', PASSWORD);
    await back.page.goto(`${url}/vacancies/`);
    const hearts = back.page.getByRole('button', { name: 'Добавить в избранное' });
    await expect.poll(() => hearts.count()).toBeGreaterThan(1);
    await hearts.nth(0).click();
    await expect.poll(() => back.page.getByRole('button', { name: 'Убрать из избранного' }).count()).toBe(1);
    await back.page.getByRole('button', { name: 'Добавить в избранное' }).first().click();
    await expect.poll(() => back.page.getByRole('button', { name: 'Убрать из избранного' }).count()).toBe(2);
    await back.page.goto(`${url}/favourites/`);
    await back.page.reload();
    await expect.poll(() => back.page.getByRole('button', { name: 'Убрать из избранного' }).count()).toBe(2);
    for (const context of [student.context, admin.context, back.context]) await context.close();
  });

  it('a company registers, is verified and favourites a student', async () => {
    const url = journey.server.url;
    const company = await openPage(journey.browser);
    await company.page.goto(`${url}/registration/?kind=company`);
    await company.page.getByLabel('Название компании').fill('ООО «Квантовые решения»');
    await company.page.getByLabel('ИНН').pressSequentially('7707083893');
    await company.page.getByLabel('Контактное лицо').fill('Ольга Кадрова');
    await company.page.getByLabel('Email').fill('company.hr@quantum.ru');
    await company.page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    // Typed the domestic way, with the leading 8: the mask makes it +7 (916) 123-45-67.
    await company.page.getByLabel('Мобильный телефон').pressSequentially('89161234567');
    await expect
      .poll(() => company.page.getByLabel('Мобильный телефон').inputValue())
      .toBe('+7 (916) 123-45-67');
    await fillConsentAndSubmit(company.page);
    await expect
      .poll(() => company.page.getByRole('dialog', { name: 'Заявка отправлена' }).isVisible())
      .toBe(true);

    const admin = await openSignedInPage(journey.browser, url, ADMIN_ACCOUNT);
    await acceptConfirmations(admin.page);
    await admin.page.goto(`${url}/board/companies/`);
    const row = admin.page.getByRole('listitem').filter({ hasText: 'Квантовые решения' });
    await row.getByRole('button', { name: /Подтвердить/ }).click();
    await expect.poll(() => row.getByRole('button', { name: /Подтвердить/ }).count()).toBe(0);

    const back = await openPage(journey.browser);
    await signIn(back.page, url, 'company.hr@quantum.ru', PASSWORD);
    await back.page.goto(`${url}/students/`);
    await back.page.getByRole('button', { name: 'Добавить в избранное' }).first().click();
    await expect.poll(() => back.page.getByRole('button', { name: 'Убрать из избранного' }).count()).toBe(1);
    await back.page.goto(`${url}/favourites/`);
    await expect
      .poll(async () => (await back.page.locator('main').textContent()) ?? '')
      .toMatch(/Студент|студент/);
    for (const context of [company.context, admin.context, back.context]) await context.close();
  });
});
