import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import {
  FAKE_BOT_INFO,
  type FakeBotApi,
  inlineButtons,
  messageUpdate,
  startFakeBotApi,
  TEST_BOT_TOKEN,
} from '../tests/helpers/fake-bot-api';
import { type BotOptions, createBot } from './bot';
import { HELP_TEXT } from './help-command';
import { NO_BUTTON_HINT } from './messages';

const PUBLIC_URL = 'https://board.example.ru';

describe('the bot: /help', () => {
  let fake: FakeBotApi;
  beforeAll(async () => {
    fake = await startFakeBotApi();
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  // /help reads nothing from the database; a stand-in keeps this suite off the databases.
  const help = async (overrides: Partial<BotOptions> = {}) => {
    const bot = createBot({
      token: TEST_BOT_TOKEN,
      db: {} as DatabaseHandle['db'],
      now: () => new Date('2026-11-21T10:00:00Z'),
      publicUrl: PUBLIC_URL,
      botUsername: 'career_board_bot',
      miniAppName: 'board',
      apiRoot: fake.apiRoot,
      botInfo: FAKE_BOT_INFO,
      ...overrides,
    });
    await bot.handleUpdate(messageUpdate(1, 42_000_301, '/help'));
    const sent = fake.callsOf('sendMessage');
    expect(sent).toHaveLength(1);
    return { text: String(sent[0]?.payload.text), buttons: inlineButtons(sent[0]) };
  };

  it('lists the commands in Russian and says that any text searches vacancies', async () => {
    const { text, buttons } = await help();
    expect(text).toBe(HELP_TEXT);
    expect(text).toContain('/start — открыть биржу вакансий');
    expect(text).toContain('/subscriptions — мои подписки на вакансии');
    expect(text).toContain('/help — что умеет бот');
    expect(text).toContain('Напишите любые слова');
    expect(buttons).toEqual([{ text: 'Открыть биржу', web_app: { url: `${PUBLIC_URL}/` } }]);
  });

  it('without a way to open the Mini App, says where the board is', async () => {
    const { text, buttons } = await help({ publicUrl: undefined, miniAppName: undefined });
    expect(text).toBe(`${HELP_TEXT}\n\n${NO_BUTTON_HINT}`);
    expect(buttons).toEqual([]);
  });
});
