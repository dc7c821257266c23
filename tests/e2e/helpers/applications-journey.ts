/**
 * Accounts, seeding and lookups for the applications journeys (issue 12, tests/e2e/applications.journey.test.ts).
 * The server talks to a fake Bot API (tests/helpers/fake-bot-api.ts) and mails through a real SMTP
 * inbox (tests/helpers/smtp-inbox.ts), so what the company and the student are told is read from
 * exactly what Telegram and the mail server would receive.
 */
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { companies } from '../../../src/server/db/schema';
import { DEMO_COMPANY_EMAIL } from '../../../src/server/demo/seed-demo';
import type { TelegramUserData } from '../../../src/server/dev/mini-app-launch';
import { parseStartParam, pathForStartTarget } from '../../../src/shared/start-param';
import type { FakeBotApi } from '../../helpers/fake-bot-api';
import { blocking, runAxe, unnamedControls } from './axe';
import { insertApprovedStudents, type Student, seedDemoThen, visibleVacanciesOf } from './demo-seed';
import { LOAD, PASSWORD, pathOf } from './feedback-journey';

/** The demo company's contact person, linked to the bot: new applications reach them at once. */
export const COMPANY_TELEGRAM: TelegramUserData = {
  id: 700_400_001,
  first_name: 'Ирина',
  last_name: 'Кадровикова',
  username: 'hr_contact_tg',
  language_code: 'ru',
};

/** Applies from the Mini App: the company's answers come by the bot. */
export const TG_STUDENT: Student = {
  email: 'applies.tg@univer.ru',
  firstName: 'Алина',
  lastName: 'Откликова',
  telegram: {
    id: 700_400_002,
    first_name: 'Алина',
    last_name: 'Откликова',
    username: 'applies_tg',
    language_code: 'ru',
  },
};

/** Applies on the website with no Telegram: the company's answers come by email. */
export const MAIL_STUDENT: Student = {
  email: 'applies.mail@univer.ru',
  firstName: 'Глеб',
  lastName: 'Почтовый',
  telegram: null,
};

export type SeededVacancy = { id: number; title: string };

/**
 * The small demo board; the demo company's contact person linked to Telegram; two approved
 * students with a known password. Fills `picked` with three of the company's vacancies students
 * see, titled differently, so each row of a list is found by its title.
 */
export async function seedApplicationsBoard(
  env: Record<string, string>,
  picked: SeededVacancy[],
): Promise<void> {
  await seedDemoThen(env, async (db) => {
    const [company] = await db
      .update(companies)
      .set({ telegramUserId: COMPANY_TELEGRAM.id })
      .where(eq(companies.email, DEMO_COMPANY_EMAIL))
      .returning({ id: companies.id });
    if (!company) throw new Error('the demo board has no demo company');
    await insertApprovedStudents(db, [TG_STUDENT, MAIL_STUDENT], PASSWORD, { course: 4 });
    picked.push(...(await visibleVacanciesOf(db, company.id, 3)));
    if (picked.length < 3) throw new Error('the demo company has fewer than three visible vacancies');
  });
}

type AnsweredItem = { id: number; status: unknown; lastMessage: unknown };

function itemOf(data: unknown): AnsweredItem {
  const items: unknown = Reflect.get(Object(data), 'items');
  const item: unknown = Array.isArray(items) ? items[0] : data;
  const id: unknown = Reflect.get(Object(item), 'id');
  if (typeof id !== 'number') throw new Error('the answer names no application');
  return {
    id,
    status: Reflect.get(Object(item), 'status'),
    lastMessage: Reflect.get(Object(item), 'lastMessage'),
  };
}

/**
 * The application the next POST to this endpoint answered (`/api/application/` → 201;
 * changeStatus, view, withdraw → 200), as the server stored it.
 */
export function nextApplicationAnswer(page: Page, path: string, status = 200): Promise<AnsweredItem> {
  return page
    .waitForResponse(
      (response) => pathOf(response.url()) === path && response.request().method() === 'POST',
      LOAD,
    )
    .then(async (response) => {
      expect(response.status()).toBe(status);
      return itemOf(Reflect.get(Object(await response.json()), 'data'));
    });
}

/** A row of the company's /board/applications/: the applicant's name and the vacancy's title. */
export function boardRow(page: Page, student: Student, vacancyTitle: string): Locator {
  return page
    .locator('li.application-row')
    .filter({
      has: page.getByRole('button', { name: `${student.firstName} ${student.lastName}`, exact: true }),
    })
    .filter({ hasText: vacancyTitle });
}

/** A row of the student's «Мои отклики», found by the vacancy's title. */
export function myRow(page: Page, vacancyTitle: string): Locator {
  return page
    .locator('li.my-application')
    .filter({ has: page.getByRole('heading', { name: vacancyTitle, exact: true }) });
}

/** The vacancy page's «Отклик» panel. */
export const applyPanel = (page: Page) => page.getByRole('region', { name: 'Отклик' });

type BotMessage = { text: string; button: string; url: string; buttons: string[] };

/**
 * What the bot sent to this chat, in order: the text, the button that opens the app (an
 * invitation's time buttons come above it) and every button's label.
 */
export function botMessagesTo(bot: FakeBotApi, chatId: number): BotMessage[] {
  return bot
    .callsOf('sendMessage')
    .filter((call) => Number(call.payload.chat_id) === chatId)
    .map((call) => {
      const keyboard: unknown = Reflect.get(Object(call.payload.reply_markup), 'inline_keyboard');
      const all: unknown[] = Array.isArray(keyboard) ? keyboard.flat() : [];
      const opens = all.find(
        (button) => Reflect.has(Object(button), 'url') || Reflect.has(Object(button), 'web_app'),
      );
      const first: unknown = opens ?? all[0] ?? {};
      return {
        text: String(call.payload.text ?? ''),
        button: String(Reflect.get(Object(first), 'text') ?? ''),
        url: String(Reflect.get(Object(first), 'url') ?? ''),
        buttons: all.map((button) => String(Reflect.get(Object(button), 'text') ?? '')),
      };
    });
}

/**
 * Waits until the bot has sent `count` messages to this chat and answers them. A miss names what
 * the bot did send and the server's warnings (a failed delivery is logged, never thrown).
 */
export async function awaitBotMessages(
  bot: FakeBotApi,
  chatId: number,
  count: number,
  serverOutput: () => string,
): Promise<BotMessage[]> {
  try {
    await expect.poll(() => botMessagesTo(bot, chatId).length, LOAD).toBeGreaterThanOrEqual(count);
  } catch (error) {
    const calls = bot.calls.map((call) => `${call.method} ${String(call.payload.chat_id ?? '')}`);
    throw new Error(`no bot message to ${chatId}; calls: ${calls.join(', ')}\n${serverOutput()}`, {
      cause: error,
    });
  }
  return botMessagesTo(bot, chatId);
}

/**
 * The start parameter of a bot button's Mini App link (t.me/<bot>/<app>?startapp=…, the form
 * without an https PUBLIC_URL, bot/mini-app-button.ts) and the screen it opens.
 */
export function startOfButton(link: string): { startParam: string; path: string } {
  const startParam = new URL(link).searchParams.get('startapp') ?? '';
  const target = parseStartParam(startParam);
  if (!target) throw new Error(`no start parameter in ${link}`);
  return { startParam, path: pathForStartTarget(target) };
}

/**
 * axe on a filled application screen (the sweep of accessibility.journey.test.ts sees them empty): no
 * serious or critical finding, every control named. Inside Telegram contrast is the client's
 * theme's, exempt as in that sweep.
 */
export async function expectAccessible(page: Page, label: string, telegram = false): Promise<void> {
  const findings = (await runAxe(page)).filter((finding) => !telegram || finding.rule !== 'color-contrast');
  expect(blocking(findings), `${label}: serious or critical axe violations`).toEqual([]);
  expect(await unnamedControls(page), `${label}: form controls without an accessible name`).toEqual([]);
}
