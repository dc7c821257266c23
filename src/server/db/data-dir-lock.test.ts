import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tempDir = () => mkdtempSync(join(tmpdir(), 'jb-lock-'));

describe('the data directory lock', () => {
  it('refuses a second holder while the first runs, naming the directory and the pid', async () => {
    const dir = tempDir();
    // Another live process holds the lock.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(join(dir, 'server.lock'), JSON.stringify({ pid: holder.pid, host: '', startedAt: 'x' }));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`pid ${holder.pid}`);
      expect(() => lockDataDir(dir)).toThrow('укажите другой DATA_DIR');
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock whose process is gone (kill -9, power loss)', async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(join(dir, 'server.lock'), JSON.stringify({ pid: gone.pid, host: '', startedAt: 'x' }));
    const lock = lockDataDir(dir);
    lock.release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over an unreadable lock file', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'server.lock'), '{half');
    lockDataDir(dir).release();
  });

  it('is released by its holder and can be taken again', () => {
    const dir = tempDir();
    const first = lockDataDir(dir);
    first.release();
    first.release();
    lockDataDir(dir).release();
  });
});
