import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { students } from '../src/server/db/schema';
import { envFrom } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { type RunningServer, startServer } from '../src/server/main';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../src/shared/constants';
import { seedAccounts } from '../tests/helpers/accounts';
import { sessionCookie } from '../tests/helpers/board-fixtures';
import { messageUpdate } from '../tests/helpers/bot-updates';
import { type FakeBotApi, startFakeBotApi, TEST_BOT_TOKEN } from '../tests/helpers/fake-bot-api';
import { METRICS_TEST_TOKEN as METRICS_TOKEN } from '../tests/helpers/prometheus-scrape';
import { type DatabaseTarget, describeOnDatabases } from '../tests/helpers/test-database';
import { botModeFor } from './server-bot';
import { WEBHOOK_BASE_PATH, webhookPath, webhookSecretToken } from './webhook';

const STUDENT_TG = 601;

describe('botModeFor', () => {
  it('webhook over https; otherwise the server polls the embedded database, npm run bot PostgreSQL', () => {
    const https = { publicUrl: 'https://board.example.ru', botPolling: true };
    const http = { publicUrl: 'http://localhost:3000', botPolling: true };
    expect(botModeFor(https, 'pglite')).toBe('webhook');
    expect(botModeFor(https, 'postgres')).toBe('webhook');
    expect(botModeFor(http, 'pglite')).toBe('server-polling');
    expect(botModeFor({ ...http, botPolling: false }, 'pglite')).toBe('separate-process');
    expect(botModeFor(http, 'postgres')).toBe('separate-process');
    expect(botModeFor({ publicUrl: undefined, botPolling: true }, 'postgres')).toBe('separate-process');
  });
});

/** The server (src/server/main.ts) with BOT_TOKEN set, against the fake Bot API. */
describeOnDatabases('the server runs the bot', (target: DatabaseTarget) => {
  let fake: FakeBotApi;
  let server: RunningServer | undefined;
  let cleanups: (() => Promise<void>)[] = [];
  let logs: string[] = [];

  beforeAll(async () => {
    fake = await startFakeBotApi();
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => fake.reset());
  afterEach(async () => {
    await server?.close();
    server = undefined;
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups = [];
  });

  async function start(extra: Record<string, string>) {
    const provisioned = await target.provision();
    // Mail and uploads go under DATA_DIR in both modes: keep them out of the working tree.
    const dataDir = mkdtempSync(join(tmpdir(), 'jb-bot-'));
    cleanups.push(provisioned.cleanup, async () => rmSync(dataDir, { recursive: true, force: true }));
    const env = envFrom({
      DATA_DIR: dataDir,
      ...provisioned.env,
      PORT: '0',
      BOT_TOKEN: TEST_BOT_TOKEN,
      BOT_API_ROOT: fake.apiRoot,
      ...extra,
    });
    logs = [];
    server = await startServer(env, {
      logger: createLogger('debug', (line) => logs.push(line)),
      shell: async () => '<!doctype html><title>t</title>',
      staticDir: null,
      announce: () => {},
    });
    return server;
  }

  it('without https: notifications go out, and updates are polled by the server only on the embedded database', async () => {
    const running = await start({ PUBLIC_URL: 'http://localhost:3000' });
    await vi.waitFor(() => expect(fake.callsOf('setMyCommands')).toHaveLength(1));
    expect(fake.callsOf('setChatMenuButton')).toHaveLength(0);
    expect(fake.callsOf('setWebhook')).toHaveLength(0);

    if (target.name === 'pglite') {
      await vi.waitFor(() => expect(fake.callsOf('getUpdates').length).toBeGreaterThan(0));
      fake.feedUpdates(messageUpdate(1, 4242, '/start'));
      await vi.waitFor(() => expect(fake.callsOf('sendMessage')).toHaveLength(1));
    } else {
      // PostgreSQL: `npm run bot` polls; the server must not compete for getUpdates.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(fake.callsOf('getUpdates')).toHaveLength(0);
    }
    fake.reset();

    // An admin approves a student with Telegram linked: the route's DomainDeps carry the notifier.
    const { db } = running.database;
    const { admin, student } = await seedAccounts(db);
    await db
      .update(students)
      .set({ status: 'pending', telegramUserId: STUDENT_TG })
      .where(eq(students.id, student.id));
    const answer = await fetch(`${running.url}/api/student/approve/`, {
      method: 'POST',
      headers: {
        [XHR_HEADER]: XHR_HEADER_VALUE,
        'content-type': 'application/json',
        cookie: await sessionCookie(db, 'admin', admin.id, new Date()),
      },
      body: JSON.stringify({ id: student.id }),
    });
    expect(answer.status).toBe(200);
    await vi.waitFor(() => expect(fake.callsOf('sendMessage')).toHaveLength(1));
    expect(fake.callsOf('sendMessage')[0]?.payload).toMatchObject({ chat_id: STUDENT_TG });
    expect(String(fake.callsOf('sendMessage')[0]?.payload.text)).toContain('одобрен');
  }, 90_000);

  it('over https: the webhook is registered with its secret and mounted on the server', async () => {
    const publicUrl = 'https://board.example.ru';
    const running = await start({ PUBLIC_URL: publicUrl, METRICS_TOKEN });
    const path = webhookPath(TEST_BOT_TOKEN);
    const secret = webhookSecretToken(TEST_BOT_TOKEN);
    await vi.waitFor(() => expect(fake.callsOf('setWebhook')).toHaveLength(1));
    expect(fake.callsOf('setWebhook')[0]?.payload).toMatchObject({
      url: `${publicUrl}${path}`,
      secret_token: secret,
    });
    expect(fake.callsOf('setChatMenuButton')).toHaveLength(1);

    const post = (secretHeader: string) =>
      fetch(`${running.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': secretHeader },
        body: JSON.stringify(messageUpdate(7, 4242, '/start vacancy_42')),
      });
    expect((await post('not-the-secret')).status).toBe(401);
    expect(fake.callsOf('sendMessage')).toHaveLength(0);
    expect((await post(secret)).status).toBe(200);
    const [sent] = fake.callsOf('sendMessage');
    expect(JSON.stringify(sent?.payload.reply_markup)).toContain(`${publicUrl}/vacancy/42/`);
    expect(fake.callsOf('getUpdates')).toHaveLength(0);

    // The path's secret segment is named by no metric and no log line: the route's pattern is.
    const secretSegment = path.slice(WEBHOOK_BASE_PATH.length);
    const scrape = await fetch(`${running.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const metrics = await scrape.text();
    expect(metrics).toContain(`route="${WEBHOOK_BASE_PATH}:secret"`);
    expect(metrics).not.toContain(secretSegment);
    expect(logs.join('\n')).toContain(`${WEBHOOK_BASE_PATH}:secret`);
    expect(logs.join('\n')).not.toContain(secretSegment);
  }, 90_000);
});
