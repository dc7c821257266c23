import { expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { describeOnDatabase } from '../helpers/test-database';
import { passMiniAppSecondFactor, postJson } from './helpers/admin-totp';
import { skipBrowserJourneys } from './helpers/browser';
import { seedSmallDemo } from './helpers/demo-seed';
import { ADMIN, DESKTOP, openPage, PHONE, watchFailures } from './helpers/journey';
import { journeyInitData } from './helpers/journey-init-data';
import { useMessagingJourney } from './helpers/journey-server';
import { ADMIN_ACCOUNT, signInByApi } from './helpers/session';
import { openMiniApp } from './helpers/telegram-host';
import { LOAD, menuAccountName } from './helpers/telegram-sign-in-journey';

const ADMIN_TELEGRAM = { id: 700_200_055, first_name: 'Анна', username: 'anna_career', language_code: 'ru' };
const CODE_FIELD = 'Код из приложения или резервный код';

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)(
  'an admin links Telegram inside the Mini App (issue 24, item 2; docs/decisions/016)',
  (target) => {
    const { journey, bot, inbox } = useMessagingJourney(target, seedSmallDemo);

    it('at 360 px: email, password and code link it, the bot reaches the admin, the next open asks the code only; the mail undoes it at 1440 px', async () => {
      const url = journey.server.url;
      // The admin enrolled TOTP on the website before (the helper keeps the app's secret).
      await signInByApi(url, ADMIN_ACCOUNT);
      const { page, context, errors } = await openPage(journey.browser, PHONE);
      const problems = watchFailures(page, errors);
      const host = await openMiniApp(page, {
        baseUrl: url,
        path: '/login/admin/',
        initData: journeyInitData(ADMIN_TELEGRAM),
      });
      const block = page.getByRole('region', { name: 'Вход через Telegram' });
      await block.waitFor(LOAD);
      expect(await block.textContent()).toContain('Telegram привяжется');
      expect(await block.getByRole('link', { name: 'Зарегистрироваться' }).count()).toBe(0);
      await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
      await page.getByLabel('Пароль', { exact: true }).fill(ADMIN.password);
      const arriving = inbox().next(30_000);
      // Inside Telegram the form's submit is the MainButton.
      await expect.poll(() => host.mainButtonState()?.text, LOAD).toBe('Войти');
      await host.pressMainButton();
      await passMiniAppSecondFactor(page, ADMIN.email);
      await expect.poll(() => menuAccountName(page), LOAD).not.toBeNull();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );

      // The same notice and undo mail as every link.
      const mail = await arriving;
      expect(mail.to).toEqual([ADMIN.email]);
      const token = mail.texts.join('\n').match(/\/telegram\/undo\/#token=([\w-]+)/)?.[1];
      expect(token).toMatch(/^[\w-]{43}$/);

      // The bot reaches the admin now: a guest's feedback is announced in the admin's chat.
      const sent = await postJson(url, '/api/feedback/send', null, {
        text: 'Не открывается карта вакансий на телефоне.',
        email: 'guest@example.ru',
      });
      expect(sent.status).toBe(201);
      const toAdmin = () =>
        bot()
          .callsOf('sendMessage')
          .filter((call) => call.payload.chat_id === ADMIN_TELEGRAM.id).length;
      await expect.poll(toAdmin, LOAD).toBeGreaterThan(0);
      // The launch's own tg-login finds no link yet (404), as for any unlinked Telegram user.
      expect(problems(['404 /api/tg-login/'])).toEqual({ failedRequests: [], errors: [] });
      await context.close();

      // Another device: the link is found, so only the code is asked, not email and password.
      const other = await openPage(journey.browser, PHONE);
      await openMiniApp(other.page, {
        baseUrl: url,
        path: '/board/feedbacks/',
        initData: journeyInitData(ADMIN_TELEGRAM),
      });
      await other.page.getByLabel(CODE_FIELD).waitFor(LOAD);
      expect(await other.page.getByLabel('Пароль', { exact: true }).count()).toBe(0);
      await other.context.close();

      // On the website at 1440 px, the mail's link undoes it; the Mini App then knows no one.
      const desk = await openPage(journey.browser, DESKTOP);
      await desk.page.goto(`${url}/telegram/undo/#token=${token}`);
      await desk.page.getByRole('button', { name: 'Отвязать Telegram' }).click();
      await expect
        .poll(() => desk.page.getByRole('status').first().textContent(), LOAD)
        .toBe(messages.telegramUndoDone);
      await desk.context.close();
      const after = await openPage(journey.browser, PHONE);
      await openMiniApp(after.page, {
        baseUrl: url,
        path: '/login/admin/',
        initData: journeyInitData(ADMIN_TELEGRAM),
      });
      await after.page.getByRole('region', { name: 'Вход через Telegram' }).waitFor(LOAD);
      expect(await after.page.getByLabel(CODE_FIELD).count()).toBe(0);
      await after.context.close();
    });
  },
);
