import { Api } from 'grammy';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type BotOptions, createBot } from '../../bot/bot';
import { createTelegramNotifier } from '../../bot/telegram-notifier';
import type { DatabaseHandle } from '../../src/server/db/client';
import type { DomainDeps } from '../../src/server/domain/deps';
import { FAKE_BOT_INFO, type FakeBotApi, startFakeBotApi, TEST_BOT_TOKEN } from './fake-bot-api';
import type { DatabaseTarget } from './test-database';

/** https, as in production: the bot's buttons open the Mini App as `web_app` buttons. */
export const BOT_PUBLIC_URL = 'https://board.example.ru';

/** For a bot whose case reads no database: a stand-in keeps its suite off the databases. */
export const NO_DATABASE = {} as DatabaseHandle['db'];

/**
 * The grammY bot (bot/bot.ts) talking to the fake Bot API, configured as in production (https
 * PUBLIC_URL, bot username, Mini App name); `overrides` is what a case changes.
 */
export function createTestBot(
  fake: FakeBotApi,
  db: DatabaseHandle['db'],
  now: () => Date,
  overrides: Partial<BotOptions> = {},
) {
  return createBot({
    token: TEST_BOT_TOKEN,
    db,
    now,
    publicUrl: BOT_PUBLIC_URL,
    botUsername: 'career_board_bot',
    miniAppName: 'board',
    apiRoot: fake.apiRoot,
    botInfo: FAKE_BOT_INFO,
    ...overrides,
  });
}

/**
 * What the domain writes with in a bot suite: the database, the clock, and a notifier sending to
 * the fake Bot API as production's would (the https PUBLIC_URL's buttons), so the outbox drains there.
 */
export function botDomainDeps(fake: FakeBotApi, db: DatabaseHandle['db'], now: () => Date): DomainDeps {
  return {
    db,
    now,
    notifier: createTelegramNotifier({
      api: new Api(TEST_BOT_TOKEN, { apiRoot: fake.apiRoot }),
      publicUrl: BOT_PUBLIC_URL,
      botUsername: 'career_board_bot',
      miniAppName: 'board',
    }),
  };
}

/** A fake Bot API started before the suite, its calls forgotten before each test, closed after. */
export function useFakeBotApi(): { fake: FakeBotApi } {
  const suite = {} as { fake: FakeBotApi };
  beforeAll(async () => {
    suite.fake = await startFakeBotApi();
  });
  afterAll(async () => {
    await suite.fake?.close();
  });
  beforeEach(() => suite.fake.reset());
  return suite;
}

type BotSuite = { database: DatabaseHandle; fake: FakeBotApi };

/**
 * The frame of a bot suite on the databases: a fresh database on the target and a fake Bot API,
 * opened together before the suite, the fake's calls forgotten before each test (before the
 * suite's own beforeEach), both closed after. Read the fields inside tests.
 */
export function useBotSuite(target: DatabaseTarget): BotSuite {
  const suite = {} as BotSuite;
  beforeAll(async () => {
    [suite.database, suite.fake] = await Promise.all([target.open(), startFakeBotApi()]);
  });
  afterAll(async () => {
    await suite.fake?.close();
    await suite.database?.close();
  });
  beforeEach(() => suite.fake.reset());
  return suite;
}
