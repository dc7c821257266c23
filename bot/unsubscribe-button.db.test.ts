import { eq } from 'drizzle-orm';
import { Api } from 'grammy';
import type { Update } from 'grammy/types';
import { beforeAll, expect, it } from 'vitest';
import { students, subscriptions, telegramUsers } from '../src/server/db/schema';
import type { Notification } from '../src/server/notify/notifier';
import { parseStartParam, pathForStartTarget } from '../src/shared/start-param';
import { seedAccounts } from '../tests/helpers/accounts';
import { createTestBot, useBotSuite } from '../tests/helpers/bot-suite';
import { callbackQueryUpdate } from '../tests/helpers/bot-updates';
import { inlineButtons, TEST_BOT_TOKEN } from '../tests/helpers/fake-bot-api';
import { insertSubscription } from '../tests/helpers/subscription-fixtures';
import { describeOnDatabases } from '../tests/helpers/test-database';
import { SUBSCRIPTION_BUTTONS } from './subscription-messages';
import { createTelegramNotifier } from './telegram-notifier';

const STUDENT_TG = 88_000_001;
const STRANGER_TG = 88_000_002;
const now = () => new Date('2026-11-21T10:00:00Z');
let updateId = 0;

// The alert as Telegram sends it back with the press: plain text with its bold entity, and the
// three buttons the notifier put under it.
const ALERT_TEXT = 'Новая вакансия по вашей подписке:\n\nСтажёр — Ромашка';
const ALERT_KEYBOARD = {
  inline_keyboard: [
    [{ text: SUBSCRIPTION_BUTTONS.vacancy, url: 'https://t.me/career_board_bot/board?startapp=vacancy_42' }],
    [{ text: SUBSCRIPTION_BUTTONS.list, url: 'https://t.me/career_board_bot/board?startapp=list_dGV4dA' }],
  ],
};

function callbackUpdate(userId: number, data: string): Update {
  updateId += 1;
  return callbackQueryUpdate(updateId, userId, data, {
    text: ALERT_TEXT,
    entities: [{ type: 'bold', offset: 35, length: 6 }],
    reply_markup: {
      inline_keyboard: [
        ...ALERT_KEYBOARD.inline_keyboard,
        [{ text: SUBSCRIPTION_BUTTONS.unsubscribe, callback_data: data }],
      ],
    },
  });
}

describeOnDatabases('alerts in Telegram: the buttons and «Отписаться»', (target) => {
  const suite = useBotSuite(target);
  let studentId = 0;

  beforeAll(async () => {
    studentId = (await seedAccounts(suite.database.db)).student.id;
    await suite.database.db.insert(telegramUsers).values({ id: STUDENT_TG, firstName: 'Иван' });
    await suite.database.db
      .update(students)
      .set({ telegramUserId: STUDENT_TG })
      .where(eq(students.id, studentId));
  });

  const bot = () => createTestBot(suite.fake, suite.database.db, now, { publicUrl: undefined });

  it('sends the alert with buttons to the vacancy, the search’s list and «Отписаться»', async () => {
    const notifier = createTelegramNotifier({
      api: new Api(TEST_BOT_TOKEN, { apiRoot: suite.fake.apiRoot }),
      publicUrl: undefined,
      botUsername: 'career_board_bot',
      miniAppName: 'board',
    });
    const notification: Notification = {
      type: 'subscription-alert',
      subscriptionId: 5,
      vacancy: {
        id: 42,
        title: 'Стажёр <Python>',
        companyName: 'Ромашка & Ко',
        salary: 'от 50 000 ₽ на руки',
      },
      listQuery: 'text=стажировка python&tags=1,2',
    };
    // The outbox worker sends each queued row to one chat (src/server/outbox/).
    await notifier.send(STUDENT_TG, notification);
    const [sent] = suite.fake.callsOf('sendMessage');
    expect(sent?.payload.text).toContain('<b>Стажёр &lt;Python&gt;</b> — Ромашка &amp; Ко');
    const buttons = inlineButtons(sent);
    expect(buttons.map((button) => button.text)).toEqual([
      SUBSCRIPTION_BUTTONS.vacancy,
      SUBSCRIPTION_BUTTONS.list,
      SUBSCRIPTION_BUTTONS.unsubscribe,
    ]);
    expect(buttons[2]?.callback_data).toBe('unsub:5');
    // The links open the Mini App on the vacancy and on the list with the search's filters.
    const screens = buttons.slice(0, 2).map((button) => {
      const link = new URL(String(button.url));
      const start = parseStartParam(link.searchParams.get('startapp'));
      return start ? pathForStartTarget(start) : null;
    });
    expect(screens[0]).toBe('/vacancy/42/');
    const list = new URL(`https://x${screens[1]}`);
    expect(list.pathname).toBe('/vacancies/');
    expect(Object.fromEntries(list.searchParams)).toEqual({ text: 'стажировка python', tags: '1,2' });
  });

  it('«Отписаться» removes only the presser’s own subscription and says so', async () => {
    const own = await insertSubscription(suite.database.db, { studentId, query: {}, channel: 'telegram' });
    await bot().handleUpdate(callbackUpdate(STRANGER_TG, `unsub:${own.id}`));
    expect(suite.fake.callsOf('answerCallbackQuery')[0]?.payload.text).toBe(SUBSCRIPTION_BUTTONS.gone);
    expect(suite.fake.callsOf('editMessageText')).toEqual([]);
    expect(await suite.database.db.select().from(subscriptions)).toHaveLength(1);

    await bot().handleUpdate(callbackUpdate(STUDENT_TG, `unsub:${own.id}`));
    expect(suite.fake.callsOf('answerCallbackQuery')[1]?.payload.text).toBe(SUBSCRIPTION_BUTTONS.removed);
    // Only «Отписаться» goes: the vacancy and the list still open, the text keeps its bold.
    const edit = suite.fake.callsOf('editMessageText')[0]?.payload;
    expect(edit?.text).toBe(`${ALERT_TEXT}\n\n${SUBSCRIPTION_BUTTONS.removed}.`);
    expect(edit?.entities).toEqual([{ type: 'bold', offset: 35, length: 6 }]);
    expect(edit?.reply_markup).toEqual(ALERT_KEYBOARD);
    expect(await suite.database.db.select().from(subscriptions)).toEqual([]);
  });
});
