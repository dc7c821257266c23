import { expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { describeOnDatabase } from '../helpers/test-database';
import { passSecondFactor } from './helpers/admin-totp';
import { skipBrowserJourneys } from './helpers/browser';
import { openPage } from './helpers/journey';
import { useJourneyServer } from './helpers/journey-server';

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)('the first admin from the console link', (target) => {
  const journey = useJourneyServer(target);

  it('is created once through the printed link, then signs in', async () => {
    const link = journey.server.output().match(/(http:\/\/\S+\/setup\/#token=[\w-]+)/)?.[1];
    expect(link).toBeDefined();
    const { page, context } = await openPage(journey.browser);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto((link ?? '').replace(/^http:\/\/[^/]+/, journey.server.url));
    await page.getByLabel('Email').fill('career@univer.ru');
    await page.getByLabel('Имя').fill('Мария Карьерная');
    await page.getByLabel('Пароль', { exact: true }).fill('a long passphrase');
    await page.getByRole('button', { name: /Создать/ }).click();
    await page.waitForURL(`${journey.server.url}/login/admin/`);
    await expect.poll(() => page.getByText(messages.setupDone).isVisible()).toBe(true);
    // The token travelled in the fragment and the request body, never in a URL the server logs.
    expect(requests.some((url) => url.includes('token='))).toBe(false);

    await page.getByLabel('Email').fill('career@univer.ru');
    await page.getByLabel('Пароль', { exact: true }).fill('a long passphrase');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    // The first admin too enrols a second factor before the board opens (docs/decisions/016).
    expect(await passSecondFactor(page, 'career@univer.ru')).toHaveLength(10);
    await page.waitForURL(`${journey.server.url}/`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Мария Карьерная');

    // The same link cannot create a second admin.
    const second = await openPage(journey.browser);
    await second.page.goto((link ?? '').replace(/^http:\/\/[^/]+/, journey.server.url));
    await second.page.getByLabel('Email').fill('intruder@example.ru');
    await second.page.getByLabel('Имя').fill('Чужой');
    await second.page.getByLabel('Пароль', { exact: true }).fill('another passphrase');
    await second.page.getByRole('button', { name: /Создать/ }).click();
    await expect.poll(() => second.page.getByText(messages.setupInvalid).isVisible()).toBe(true);
    await second.context.close();
    await context.close();
  });
});
