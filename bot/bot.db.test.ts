import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { telegramUsers } from '../src/server/db/schema';
import { markBotBlocked } from '../src/server/domain/telegram/bot-blocked';
import { createLogger } from '../src/server/logger';
import {
  BOT_PUBLIC_URL,
  createTestBot,
  NO_DATABASE,
  useBotSuite,
  useFakeBotApi,
} from '../tests/helpers/bot-suite';
import { messageUpdate, myChatMemberUpdate } from '../tests/helpers/bot-updates';
import { inlineButtons, TEST_BOT_TOKEN } from '../tests/helpers/fake-bot-api';
import { describeOnDatabases } from '../tests/helpers/test-database';
import { type BotOptions, setupBot } from './bot';
import { GREETING, NO_BUTTON_HINT } from './messages';

const USER = 42_000_001;
const now = () => new Date('2026-11-21T10:00:00Z');

describeOnDatabases('the bot: /start, deep links and blocking', (target) => {
  const suite = useBotSuite(target);
  let updateId = 0;

  beforeEach(async () => {
    await suite.database.db.delete(telegramUsers);
  });

  const botWith = (overrides: Partial<BotOptions> = {}) =>
    createTestBot(suite.fake, suite.database.db, now, overrides);
  const start = async (text: string, overrides: Partial<BotOptions> = {}) => {
    updateId += 1;
    await botWith(overrides).handleUpdate(messageUpdate(updateId, USER, text));
    const sent = suite.fake.callsOf('sendMessage');
    expect(sent).toHaveLength(1);
    return { payload: sent[0]?.payload ?? {}, buttons: inlineButtons(sent[0]) };
  };
  const blockedAt = async () =>
    (await suite.database.db.select().from(telegramUsers).where(eq(telegramUsers.id, USER)))[0]?.botBlockedAt;

  it('/start greets with a web_app button opening PUBLIC_URL', async () => {
    const { payload, buttons } = await start('/start');
    expect(payload.chat_id).toBe(USER);
    expect(payload.text).toBe(GREETING);
    expect(buttons).toEqual([{ text: 'Открыть биржу', web_app: { url: `${BOT_PUBLIC_URL}/` } }]);
    // The token travels only in the path Telegram expects.
    expect(suite.fake.calls[0]?.token).toBe(TEST_BOT_TOKEN);
  });

  it('/start with a deep-link payload opens that screen', async () => {
    const vacancy = await start('/start vacancy_42');
    expect(vacancy.payload.text).toContain('Вакансия');
    expect(vacancy.buttons).toEqual([
      { text: 'Открыть вакансию', web_app: { url: `${BOT_PUBLIC_URL}/vacancy/42/` } },
    ]);
    suite.fake.reset();
    const recent = await start('/start recent');
    expect(recent.buttons[0]).toMatchObject({ web_app: { url: `${BOT_PUBLIC_URL}/vacancies/recent/` } });
  });

  it('an unknown payload gets the plain greeting', async () => {
    const { payload, buttons } = await start('/start vacancy_abc');
    expect(payload.text).toBe(GREETING);
    expect(buttons[0]).toMatchObject({ web_app: { url: `${BOT_PUBLIC_URL}/` } });
  });

  it('without https, a t.me Mini App link; without one either, no button', async () => {
    const link = await start('/start company_7', { publicUrl: 'http://localhost:3000' });
    expect(link.buttons).toEqual([
      { text: 'Открыть компанию', url: 'https://t.me/career_board_bot/board?startapp=company_7' },
    ]);
    suite.fake.reset();
    const none = await start('/start', { publicUrl: undefined, miniAppName: undefined });
    expect(none.payload.reply_markup).toBeUndefined();
    expect(none.payload.text).toContain(NO_BUTTON_HINT);
  });

  it('/start lifts an earlier block mark', async () => {
    await markBotBlocked(suite.database.db, USER, now());
    expect(await blockedAt()).toBeInstanceOf(Date);
    await start('/start');
    expect(await blockedAt()).toBeNull();
  });

  it('my_chat_member: "kicked" marks the user blocked, "member" clears it', async () => {
    const bot = botWith();
    await bot.handleUpdate(myChatMemberUpdate(++updateId, USER, 'kicked'));
    expect(await blockedAt()).toBeInstanceOf(Date);
    await bot.handleUpdate(myChatMemberUpdate(++updateId, USER, 'member'));
    expect(await blockedAt()).toBeNull();
    expect(suite.fake.callsOf('sendMessage')).toHaveLength(0);
  });
});

describe('setupBot', () => {
  const api = useFakeBotApi();

  // No database is touched by the setup calls.
  const bot = () =>
    createTestBot(api.fake, NO_DATABASE, now, {
      publicUrl: undefined,
      botUsername: undefined,
      miniAppName: undefined,
    });

  it('registers the menu button with the https URL and the commands /help lists', async () => {
    await setupBot(bot(), { publicUrl: BOT_PUBLIC_URL, logger: createLogger('silent') });
    expect(api.fake.callsOf('setChatMenuButton').map((call) => call.payload)).toEqual([
      { menu_button: { type: 'web_app', text: 'Биржа', web_app: { url: `${BOT_PUBLIC_URL}/` } } },
    ]);
    expect(api.fake.callsOf('setMyCommands')[0]?.payload).toEqual({
      commands: [
        { command: 'start', description: 'Открыть биржу вакансий' },
        { command: 'subscriptions', description: 'Мои подписки на вакансии' },
        { command: 'help', description: 'Что умеет бот' },
      ],
    });
  });

  it('without https sets no menu button and says why', async () => {
    const lines: string[] = [];
    await setupBot(bot(), {
      publicUrl: 'http://localhost:3000',
      logger: createLogger('info', (l) => lines.push(l)),
    });
    expect(api.fake.callsOf('setChatMenuButton')).toHaveLength(0);
    expect(api.fake.callsOf('setMyCommands')).toHaveLength(1);
    expect(lines.join('\n')).toContain('PUBLIC_URL is not https');
  });
});
