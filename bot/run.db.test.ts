import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { projectRoot } from '../src/server/client-build';
import { SHUTDOWN_BUDGET_MS } from '../src/server/shutdown';
import { closedPort, type FakeBotApi, startFakeBotApi, TEST_BOT_TOKEN } from '../tests/helpers/fake-bot-api';
import { type DatabaseTarget, describeOnDatabases } from '../tests/helpers/test-database';
import { testEnv } from '../tests/helpers/test-env';

/**
 * `npm run bot` in a child process, as an operator starts it: the release's launcher runs the built
 * bot/standalone-bot.ts (docs/decisions/035-release-build.md), building it first if it is stale.
 */
function runBot(env: Record<string, string>) {
  const child = spawn(process.execPath, [join(projectRoot, 'scripts', 'run.mjs'), 'bot/standalone-bot'], {
    cwd: projectRoot,
    env: { ...testEnv.childBase, LOG_LEVEL: 'warn', PUBLIC_URL: 'http://localhost:3000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describeOnDatabases('npm run bot when the Bot API is unreachable', (target: DatabaseTarget) => {
  let fake: FakeBotApi;
  let cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    fake = await startFakeBotApi();
  });
  afterAll(async () => {
    await fake?.close();
  });
  afterEach(async () => {
    fake.reset();
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups = [];
  });

  async function databaseEnv() {
    const provisioned = await target.provision();
    const scratch = mkdtempSync(join(tmpdir(), 'jb-bot-run-'));
    cleanups.push(provisioned.cleanup, async () => rmSync(scratch, { recursive: true, force: true }));
    // PGlite's provision names its own DATA_DIR; PostgreSQL still keeps DATA_DIR's files apart.
    const env = { DATA_DIR: scratch, ...provisioned.env, BOT_TOKEN: TEST_BOT_TOKEN };
    return { dataDir: env.DATA_DIR, env };
  }

  it('SIGTERM while setup hangs on Telegram: exit 0 within the budget, database closed', async () => {
    fake.hang(true);
    const { dataDir, env } = await databaseEnv();
    const bot = runBot({ ...env, BOT_API_ROOT: fake.apiRoot });
    cleanups.push(async () => void bot.child.kill('SIGKILL'));
    await vi.waitFor(() => expect(fake.calls.length, bot.output()).toBeGreaterThan(0), { timeout: 60_000 });
    if (target.name === 'pglite') expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);
    const started = performance.now();
    bot.child.kill('SIGTERM');
    expect(await bot.exited, bot.output()).toBe(0);
    expect(performance.now() - started).toBeLessThan(SHUTDOWN_BUDGET_MS);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 90_000);

  it('Telegram refusing connections: it stops with a message and still closes the database', async () => {
    const { dataDir, env } = await databaseEnv();
    const bot = runBot({ ...env, BOT_API_ROOT: `http://127.0.0.1:${await closedPort()}` });
    cleanups.push(async () => void bot.child.kill('SIGKILL'));
    expect(await bot.exited, bot.output()).toBe(1);
    expect(bot.output()).toContain('Бот не запустился');
    expect(bot.output()).not.toContain(TEST_BOT_TOKEN);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 90_000);
});
