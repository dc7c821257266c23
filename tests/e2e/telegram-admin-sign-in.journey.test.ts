import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeOnDatabase } from '../helpers/test-database';
import { nextCode } from './helpers/admin-totp';
import { blocking, runAxe, unnamedControls } from './helpers/axe';
import { skipBrowserJourneys } from './helpers/browser';
import { linkDemoAdmin, seedDemoThen } from './helpers/demo-seed';
import { ADMIN, openPage, PHONE, watchFailures } from './helpers/journey';
import { JOURNEY_BOT, journeyInitData } from './helpers/journey-init-data';
import { useJourneyServer } from './helpers/journey-server';
import { ADMIN_ACCOUNT, signInByApi } from './helpers/session';
import { openMiniApp } from './helpers/telegram-host';
import { LOAD, menuAccountName, recordTgLogins } from './helpers/telegram-sign-in-journey';

const ADMIN_TELEGRAM = { id: 700_200_001, first_name: 'Анна', last_name: 'Админова', language_code: 'ru' };

/** The demo board with its admin, whose Telegram is linked (as from a full session earlier). */
async function seedLinkedAdmin(env: Record<string, string>): Promise<void> {
  await seedDemoThen(env, (db) => linkDemoAdmin(db, ADMIN_TELEGRAM.id));
}

/**
 * As the accessibility sweep holds screens inside Telegram: colours there are the client's theme,
 * which the app must follow (tests/e2e/accessibility.journey.test.ts), so contrast is not judged here.
 */
async function accessible(page: Page, label: string) {
  const findings = (await runAxe(page)).filter((finding) => finding.rule !== 'color-contrast');
  expect(blocking(findings), `${label}: serious or critical axe violations`).toEqual([]);
  expect(await unnamedControls(page), `${label}: controls without a name`).toEqual([]);
}

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)(
  'an admin opens the Mini App (docs/decisions/016)',
  (target) => {
    const journey = useJourneyServer(target, { ...JOURNEY_BOT }, seedLinkedAdmin);

    it('is asked for the code from the app at 360 px, a wrong one is refused, the right one signs in', async () => {
      const url = journey.server.url;
      // The admin enrolled TOTP by email and password before (the helper keeps the app's secret).
      await signInByApi(url, ADMIN_ACCOUNT);
      const { page, context, errors } = await openPage(journey.browser, PHONE);
      const problems = watchFailures(page, errors);
      const logins = recordTgLogins(page);
      await openMiniApp(page, {
        baseUrl: url,
        path: '/board/feedbacks/',
        initData: journeyInitData(ADMIN_TELEGRAM),
      });

      // Not a guest screen and not signed in: the code step, coming back to where the admin was.
      const field = page.getByLabel('Код из приложения или резервный код');
      await field.waitFor(LOAD);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Подтверждение входа');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/board/feedbacks/');
      const [asked] = await logins.all();
      expect(asked).toMatchObject({ status: 200, token: null, name: null, bearer: expect.any(String) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await accessible(page, 'the code step inside Telegram');

      await field.fill('000000');
      await page.getByRole('button', { name: 'Войти', exact: true }).click();
      await expect.poll(() => page.getByText('Код не подошёл').isVisible(), LOAD).toBe(true);
      await field.fill(nextCode(ADMIN.email));
      await page.getByRole('button', { name: 'Войти', exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname, LOAD).toBe('/board/feedbacks/');
      await expect.poll(() => menuAccountName(page), LOAD).not.toBeNull();

      // Telegram reloads the launch: the full bearer kept in storage is handed back, no code asked.
      await page.reload();
      await expect.poll(() => logins.count(), LOAD).toBe(2);
      const [, again] = await logins.all();
      expect(again).toMatchObject({ status: 200, token: expect.any(String) });
      expect(again?.sentBearer).toBe(again?.bearer);
      await expect.poll(() => menuAccountName(page), LOAD).not.toBeNull();
      expect(await field.count()).toBe(0);
      expect(problems(['400 /api/two-factor/verify/'])).toEqual({ failedRequests: [], errors: [] });
      await context.close();
    });
  },
);
