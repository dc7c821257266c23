import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../client-build';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { ownPidScope } from './lock-file';

const tempDir = () => mkdtempSync(join(tmpdir(), 'jb-lock-'));
const HEARTBEAT_MS = 300;
// Generous against a starved CI machine: a holder must miss 13 beats in a row to look dead.
const STALE_MS = 4_000;
const fast = { heartbeatMs: HEARTBEAT_MS, staleMs: STALE_MS };
const lockFile = (dir: string) => join(dir, 'server.lock');
const tokenOf = (dir: string) => (JSON.parse(readFileSync(lockFile(dir), 'utf8')) as { token: string }).token;

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

type Holder = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** A process standing in for a server in another container: tests/helpers/data-dir-lock-holder.ts. */
function startHolder(dir: string, host: string): Holder {
  const script = join(projectRoot, 'tests/helpers/data-dir-lock-holder.ts');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', script, dir, host, String(HEARTBEAT_MS), String(STALE_MS)],
    { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * A holder whose pid means nothing here (another container's pid namespace): only its heartbeat
 * on the shared file shows it is alive.
 */
function foreignHolder(dir: string, host: string): ChildProcess {
  const record = {
    token: 'foreign',
    pid: 999_999_999,
    host,
    startedAt: '2026-01-01T00:00:00.000Z',
    bootId: 'another-boot',
    pidNamespace: 'pid:[1]',
  };
  writeFileSync(lockFile(dir), JSON.stringify(record));
  const beat = `setInterval(() => require('node:fs').utimesSync(${JSON.stringify(lockFile(dir))}, new Date(), new Date()), ${HEARTBEAT_MS})`;
  const child = spawn(process.execPath, ['-e', beat], { stdio: 'ignore' });
  children.push(child);
  return child;
}

describe('the data directory lock', () => {
  it('two servers under different host names: the second stops with a clear message, and a third takes over after the first is killed', async () => {
    const dir = tempDir();
    const first = startHolder(dir, 'container-a');
    await vi.waitFor(() => expect(first.output()).toContain('held'), { timeout: 30_000 });

    const second = startHolder(dir, 'container-b');
    expect(await second.exited).toBe(3);
    expect(second.output()).toContain('уже занят другим процессом сервера (узел container-a');
    expect(second.output()).toContain('укажите другой DATA_DIR');
    // The first still holds it and is alive.
    expect(first.child.exitCode).toBeNull();
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ host: 'container-a' });

    first.child.kill('SIGKILL');
    await first.exited;
    const killedAt = performance.now();
    const third = startHolder(dir, 'container-c');
    await vi.waitFor(() => expect(third.output()).toContain('held'), { timeout: 30_000 });
    expect(performance.now() - killedAt).toBeLessThan(STALE_MS + 10_000);
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ host: 'container-c' });
  }, 60_000);

  it('never takes a live lock whose pid is from another container, and takes it within the bound once the beat stops', async () => {
    const dir = tempDir();
    const foreign = foreignHolder(dir, 'container-a');
    await expect(lockDataDir(dir, { ...fast, host: 'container-b' })).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir, { ...fast, host: 'container-b' })).rejects.toThrow('узел container-a');
    expect(tokenOf(dir)).toBe('foreign');

    foreign.kill('SIGKILL');
    await new Promise((resolve) => foreign.on('exit', resolve));
    const started = performance.now();
    const lock = await lockDataDir(dir, { ...fast, host: 'container-b' });
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(STALE_MS - HEARTBEAT_MS);
    expect(waited).toBeLessThan(STALE_MS + 2_000);
    expect(tokenOf(dir)).not.toBe('foreign');
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
  }, 30_000);

  it('a holder whose lock was taken stops (frozen past the stale time, say)', async () => {
    const dir = tempDir();
    const onLost = vi.fn();
    const lock = await lockDataDir(dir, { ...fast, onLost });
    writeFileSync(lockFile(dir), JSON.stringify({ token: 'someone-else', pid: 1, host: 'x' }));
    await vi.waitFor(() => expect(onLost).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    expect(String(onLost.mock.calls[0]?.[0])).toContain('перешла к другому процессу');
    // Its release leaves the new holder's file alone.
    lock.release();
    expect(tokenOf(dir)).toBe('someone-else');
  });

  it('keeps its heartbeat, and puts back a lock file deleted by hand', async () => {
    const dir = tempDir();
    const onLost = vi.fn();
    const lock = await lockDataDir(dir, { ...fast, onLost });
    const token = tokenOf(dir);
    const before = statSync(lockFile(dir)).mtimeMs;
    await vi.waitFor(() => expect(statSync(lockFile(dir)).mtimeMs).toBeGreaterThan(before), {
      timeout: 2_000,
    });
    rmSync(lockFile(dir));
    await vi.waitFor(() => expect(existsSync(lockFile(dir))).toBe(true), { timeout: 2_000 });
    expect(tokenOf(dir)).toBe(token);
    expect(onLost).not.toHaveBeenCalled();
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over a dead holder of this machine at once, and an unreadable file after the stale time', async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    const { bootId, pidNamespace } = ownPidScope;
    writeFileSync(
      lockFile(dir),
      JSON.stringify({ token: 't', pid: gone.pid, host: 'here', startedAt: 'x', bootId, pidNamespace }),
    );
    const started = performance.now();
    (await lockDataDir(dir, fast)).release();
    if (bootId && pidNamespace) expect(performance.now() - started).toBeLessThan(STALE_MS / 2);

    writeFileSync(lockFile(dir), '{half');
    (await lockDataDir(dir, fast)).release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('is released by its holder and can be taken again at once', async () => {
    const dir = tempDir();
    const first = await lockDataDir(dir, fast);
    first.release();
    first.release();
    const started = performance.now();
    (await lockDataDir(dir, fast)).release();
    expect(performance.now() - started).toBeLessThan(HEARTBEAT_MS);
  });
});
