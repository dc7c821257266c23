import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { ensureClientBuilt } from '../../tests/bench/client-build-once';
import { type ServerProcess, startServerProcess } from '../../tests/e2e/helpers/server-process';
import {
  closedPort,
  type FakeBotApi,
  startFakeBotApi,
  TEST_BOT_TOKEN,
} from '../../tests/helpers/fake-bot-api';
import { type DatabaseTarget, describeOnDatabases } from '../../tests/helpers/test-database';
import { SHUTDOWN_BUDGET_MS } from './shutdown';

describeOnDatabases('SIGTERM while the Bot API is unreachable', (target: DatabaseTarget) => {
  let fake: FakeBotApi;
  let running: ServerProcess | undefined;
  let cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    // The server as `npm start` runs it (tests/e2e/helpers/server-process.ts), its build made once.
    await ensureClientBuilt();
    fake = await startFakeBotApi();
  });
  afterAll(async () => {
    await fake?.close();
  });
  afterEach(async () => {
    if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
    running = undefined;
    fake.reset();
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups = [];
  });

  async function stopsCleanly(apiRoot: string, beforeStop: () => Promise<void>) {
    const provisioned = await target.provision();
    const scratch = mkdtempSync(join(tmpdir(), 'jb-stop-'));
    cleanups.push(provisioned.cleanup, async () => rmSync(scratch, { recursive: true, force: true }));
    // PGlite's provision names its own DATA_DIR; PostgreSQL still keeps DATA_DIR's files apart.
    const dataDir = { DATA_DIR: scratch, ...provisioned.env }.DATA_DIR;
    running = await startServerProcess({
      DATA_DIR: dataDir,
      ...provisioned.env,
      BOT_TOKEN: TEST_BOT_TOKEN,
      BOT_API_ROOT: apiRoot,
      // Not https: on the embedded database the server itself long-polls Telegram.
      PUBLIC_URL: 'http://localhost:3000',
    });
    await beforeStop();
    if (target.name === 'pglite') expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);
    const started = performance.now();
    const code = await running.stop('SIGTERM');
    expect(code, running.output()).toBe(0);
    expect(performance.now() - started).toBeLessThan(SHUTDOWN_BUDGET_MS);
    // The database was closed, so DATA_DIR's lock is gone.
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }

  it('a Bot API that accepts and never answers: exit 0 within the budget, lock released', async () => {
    fake.hang(true);
    await stopsCleanly(fake.apiRoot, async () => {
      // Setup (and polling on the embedded database) is stuck waiting on Telegram.
      await vi.waitFor(() => expect(fake.calls.length).toBeGreaterThan(0), { timeout: 10_000 });
    });
  }, 90_000);

  it('a Bot API that refuses connections: exit 0 within the budget, lock released', async () => {
    await stopsCleanly(`http://127.0.0.1:${await closedPort()}`, async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
  }, 90_000);
});
