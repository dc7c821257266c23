import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/server/db/client';
import { messageUpdate } from '../tests/helpers/bot-updates';
import {
  FAKE_BOT_INFO,
  type FakeBotApi,
  startFakeBotApi,
  TEST_BOT_TOKEN,
} from '../tests/helpers/fake-bot-api';
import { createBot } from './bot';
import { createBotWebhook, WEBHOOK_BASE_PATH, webhookPath, webhookSecretToken } from './webhook';

describe('the bot webhook', () => {
  let fake: FakeBotApi;
  beforeAll(async () => {
    fake = await startFakeBotApi();
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  const secretToken = webhookSecretToken(TEST_BOT_TOKEN);
  const webhook = () =>
    createBotWebhook(
      createBot({
        token: TEST_BOT_TOKEN,
        // A stand-in: a plain message touches no database, and /start's write fails on it.
        db: {} as Database,
        now: () => new Date(),
        publicUrl: 'https://board.example.ru',
        botUsername: undefined,
        miniAppName: undefined,
        apiRoot: fake.apiRoot,
        botInfo: FAKE_BOT_INFO,
      }),
      { secretToken },
    );
  const post = (handle: (request: Request) => Promise<Response>, secret: string | null, text = 'привет') =>
    handle(
      new Request(`https://board.example.ru${webhookPath(TEST_BOT_TOKEN)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(secret === null ? {} : { 'X-Telegram-Bot-Api-Secret-Token': secret }),
        },
        body: JSON.stringify(messageUpdate(1, 42, text)),
      }),
    );

  it('accepts an update carrying the secret header', async () => {
    const response = await post(webhook().handle, secretToken);
    expect(response.status).toBe(200);
  });

  it('refuses a wrong or missing secret with 401', async () => {
    const { handle } = webhook();
    expect((await post(handle, 'wrong-secret')).status).toBe(401);
    expect((await post(handle, null)).status).toBe(401);
  });

  it('answers 200 even when a handler fails, so Telegram does not retry the update for hours', async () => {
    // The stand-in database has no insert: /start replies, then fails to lift the block mark.
    const response = await post(webhook().handle, secretToken, '/start');
    expect(response.status).toBe(200);
    expect(fake.callsOf('sendMessage')).toHaveLength(1);
  });

  it('has a path and a secret derived from the token that do not reveal it', () => {
    const { path } = webhook();
    const [, secretPart] = TEST_BOT_TOKEN.split(':');
    expect(path).toBe(webhookPath(TEST_BOT_TOKEN));
    expect(path.startsWith(WEBHOOK_BASE_PATH)).toBe(true);
    expect(path).toMatch(/^\/telegram\/webhook\/[\w-]{32}$/);
    expect(path).not.toContain(secretPart);
    expect(secretToken).toMatch(/^[\w-]{1,256}$/);
    expect(secretToken).not.toContain(secretPart);
    expect(webhookPath('987654321:another-token')).not.toBe(path);
  });
});
