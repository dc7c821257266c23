import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureClientBuilt } from '../bench/client-build-once';
import { type ServerProcess, startServerProcess } from '../e2e/helpers/server-process';
import { describeOnDatabases } from '../helpers/test-database';
import { CRASH_ADMIN, createTag, listTags, signInAdmin, writeUntilKilled } from './tag-writes';

/**
 * Issue 7, item 3: SIGKILL the real server (`npm start` in a child process) during a stream of
 * acknowledged writes, restart it on the same data, and find every acknowledged write there.
 * Writes in flight at the kill may or may not have landed: nothing is asserted about them.
 */
const CYCLES = 3;
const WRITERS = 4;

const lockPid = (dataDir: string): number | null => {
  const file = join(dataDir, 'server.lock');
  if (!existsSync(file)) return null;
  return (JSON.parse(readFileSync(file, 'utf8')) as { pid: number }).pid;
};

describeOnDatabases('SIGKILL during acknowledged writes', (target) => {
  let env: Record<string, string> = {};
  let cleanup: (() => Promise<void>) | undefined;
  let server: ServerProcess | undefined;
  const scratch = mkdtempSync(join(tmpdir(), 'jb-crash-'));

  beforeAll(async () => {
    await ensureClientBuilt();
    const provisioned = await target.provision();
    cleanup = provisioned.cleanup;
    // PostgreSQL keeps its rows elsewhere; DATA_DIR (uploads) still goes to a scratch directory.
    env = {
      DATA_DIR: scratch,
      ...provisioned.env,
      ADMIN_EMAIL: CRASH_ADMIN.email,
      ADMIN_PASSWORD: CRASH_ADMIN.password,
    };
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null)
      await server.stop('SIGKILL');
    await cleanup?.();
    rmSync(scratch, { recursive: true, force: true });
  });

  it(`keeps every acknowledged write through ${CYCLES} kills and restarts`, {
    timeout: 180_000,
  }, async () => {
    const started = performance.now();
    const embedded = target.name === 'pglite';
    const dataDir = env.DATA_DIR ?? '';
    const starts: number[] = [];
    const start = async () => {
      const from = performance.now();
      const launched = await startServerProcess(env);
      starts.push((performance.now() - from) / 1000);
      return launched;
    };
    server = await start();
    // The session is an acknowledged write too: the same cookie must work after every restart.
    const cookie = await signInAdmin(server.url);
    const acknowledged = new Map<string, number>();
    let inFlightLanded = 0;
    let survived = 0;

    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const killAfter = 10 + Math.floor(Math.random() * 20);
      const outcome = await writeUntilKilled(server, cookie, {
        prefix: `c${cycle}`,
        writers: WRITERS,
        killAfter,
      });
      expect(outcome.acknowledged.size).toBe(killAfter);
      // The kill came while other writes were on their way, not in a quiet moment.
      expect(outcome.inFlightAtKill).toBeGreaterThan(0);
      for (const [name, id] of outcome.acknowledged) acknowledged.set(name, id);
      const killedPid = server.child.pid;
      // The embedded database's lock outlives a killed owner; the restart must take it over.
      if (embedded) expect(lockPid(dataDir)).toBe(killedPid);

      server = await start();
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      if (embedded) expect(lockPid(dataDir)).toBe(server.child.pid);

      const present = await listTags(server.url, cookie);
      const missing = [...acknowledged].filter(([name, id]) => present.get(name) !== id);
      expect(missing, `acknowledged writes lost after crash ${cycle}`).toEqual([]);
      inFlightLanded += [...present.keys()].filter(
        (name) => name.startsWith(`c${cycle}-`) && !outcome.acknowledged.has(name),
      ).length;
      survived++;
    }

    // Still a working database: a new write lands, and a clean stop closes it.
    expect(await createTag(server.url, cookie, 'after-the-crashes')).toEqual(expect.any(Number));
    expect(await server.stop('SIGTERM')).toBe(0);
    if (embedded) expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    console.log(
      `[crash ${target.name}] crashes survived: ${survived}; acknowledged writes kept: ` +
        `${acknowledged.size}/${acknowledged.size}; unacknowledged in-flight writes that landed anyway: ` +
        `${inFlightLanded}; ${((performance.now() - started) / 1000).toFixed(1)} s ` +
        `(server starts: ${starts.map((seconds) => seconds.toFixed(1)).join(', ')} s)`,
    );
  });
});
