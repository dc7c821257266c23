import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * PGlite takes no lock on its data directory, and two processes writing to one directory
 * corrupt it (pglite#1106). We take one ourselves: an exclusively created file holding our pid.
 * A lock left by a process that no longer runs (kill -9, power loss) is taken over.
 */

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export type DataDirLock = { release(): void };

type LockRecord = { pid: number; host: string; startedAt: string };

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readRecord(file: string): LockRecord | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (parsed && typeof parsed === 'object' && 'pid' in parsed && typeof parsed.pid === 'number') {
      const record = parsed as Partial<LockRecord>;
      return { pid: parsed.pid, host: String(record.host ?? ''), startedAt: String(record.startedAt ?? '') };
    }
  } catch {
    // Unreadable or half-written: treated as stale below.
  }
  return null;
}

export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      const record: LockRecord = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
      writeSync(fd, JSON.stringify(record));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          const current = readRecord(file);
          if (current?.pid === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readRecord(file);
      const sameHost = holder !== null && (holder.host === '' || holder.host === hostname());
      if (holder && holder.pid !== process.pid && sameHost && isRunning(holder.pid)) {
        throw new DataDirLockedError(
          `Каталог данных ${dir} уже занят другим процессом сервера (pid ${holder.pid}, запущен ${holder.startedAt}). ` +
            'Встроенная база данных работает только в одном процессе: остановите тот процесс или укажите другой DATA_DIR.',
        );
      }
      // Stale: its owner is gone. Remove and try once more.
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(
    `Не удалось занять каталог данных ${dir}: попробуйте запустить сервер ещё раз.`,
  );
}
