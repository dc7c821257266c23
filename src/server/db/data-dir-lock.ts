import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  createExclusive,
  holderIsCertainlyDead,
  type LockRecord,
  type LockSnapshot,
  ownPidScope,
  sameSnapshot,
  snapshot,
} from './lock-file';

/**
 * PGlite takes no lock on its data directory, and two processes writing to one directory
 * corrupt it (pglite#1106). We hold a heartbeat lock (docs/decisions/012-data-dir-lock.md): an
 * exclusively created file whose mtime the holder refreshes every few seconds. A newcomer that
 * sees the file watches it: a heartbeat means a live holder, whatever its host or pid, and the
 * newcomer stops; no heartbeat for `staleMs` means the holder is gone, and the lock is taken over.
 * A holder that finds its file taken (it was frozen longer than `staleMs`) stops at once.
 */

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export type DataDirLock = { release(): void };

type LockOptions = {
  heartbeatMs?: number;
  staleMs?: number;
  /** Recorded for the refusal message only; liveness never depends on it. */
  host?: string;
  /** The lock was taken from us: stop writing. Default: say so and exit. */
  onLost?: (error: DataDirLockedError) => void;
};

const LOCK_HEARTBEAT_MS = 2_000;
const LOCK_STALE_MS = 12_000;
const POLL_MS = 100;

const exitOnLost = (error: DataDirLockedError) => {
  console.error(error.message);
  process.exit(1);
};

function lockedMessage(dir: string, record: LockRecord | null): string {
  const who = record
    ? `(узел ${record.host || 'неизвестен'}, pid ${record.pid}, запущен ${record.startedAt})`
    : '(процесс как раз занимает его)';
  return (
    `Каталог данных ${dir} уже занят другим процессом сервера ${who}. ` +
    'Встроенная база данных работает только в одном процессе: остановите тот процесс или укажите другой DATA_DIR.'
  );
}

/** Takes DATA_DIR's lock, waiting up to `staleMs` to tell a dead holder from a live one. */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<DataDirLock> {
  const heartbeatMs = options.heartbeatMs ?? LOCK_HEARTBEAT_MS;
  const staleMs = options.staleMs ?? LOCK_STALE_MS;
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, 'server.lock');
  const record: LockRecord = {
    token: randomBytes(16).toString('hex'),
    pid: process.pid,
    host: options.host ?? hostname(),
    startedAt: new Date().toISOString(),
    ...ownPidScope,
  };
  const content = JSON.stringify(record);

  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (createExclusive(file, content)) {
      return holdLock(file, dir, record, heartbeatMs, options.onLost ?? exitOnLost);
    }
    const seen = snapshot(file);
    if (!seen) continue; // Released between our two looks.
    if (!holderIsCertainlyDead(seen.record)) {
      const outcome = await watch(file, seen, staleMs);
      if (outcome.kind === 'gone') continue;
      if (outcome.kind === 'alive') throw new DataDirLockedError(lockedMessage(dir, outcome.record));
    }
    await takeOver(file, seen, staleMs);
  }
  throw new DataDirLockedError(
    `Не удалось занять каталог данных ${dir}: попробуйте запустить сервер ещё раз.`,
  );
}

type WatchOutcome = { kind: 'alive'; record: LockRecord | null } | { kind: 'gone' } | { kind: 'stale' };

/** Looks at the file until it changes (a live holder) or `staleMs` passes without a change. */
async function watch(file: string, seen: LockSnapshot, staleMs: number): Promise<WatchOutcome> {
  // Our own clock only measures how long we watched: the holder's clock may differ (another host).
  const until = performance.now() + staleMs;
  while (performance.now() < until) {
    await sleep(POLL_MS);
    const now = snapshot(file);
    if (!now) return { kind: 'gone' };
    if (!sameSnapshot(seen, now)) return { kind: 'alive', record: now.record ?? seen.record };
  }
  return { kind: 'stale' };
}

/**
 * Removes a dead holder's file, so the next exclusive create can win. Several newcomers may find
 * the same dead file: a guard file lets one at a time check the file is still the dead one.
 */
async function takeOver(file: string, dead: LockSnapshot, staleMs: number): Promise<void> {
  const guard = `${file}.takeover`;
  if (!createExclusive(guard, String(process.pid))) {
    // A guard outlives only a crash within the few calls below.
    const age = guardAge(guard);
    if (age !== null && age > staleMs) rmSync(guard, { force: true });
    else await sleep(POLL_MS);
    return;
  }
  try {
    const now = snapshot(file);
    if (now && sameSnapshot(dead, now)) rmSync(file, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
}

function guardAge(guard: string): number | null {
  try {
    return Date.now() - statSync(guard).mtimeMs;
  } catch {
    return null;
  }
}

function holdLock(
  file: string,
  dir: string,
  record: LockRecord,
  heartbeatMs: number,
  onLost: (error: DataDirLockedError) => void,
): DataDirLock {
  let released = false;
  const stillOurs = (): boolean => {
    const now = snapshot(file);
    if (now) return now.record?.token === record.token;
    // Deleted by hand: put it back; if someone else was quicker, it is theirs.
    return createExclusive(file, JSON.stringify(record));
  };
  const beat = () => {
    if (released) return;
    try {
      if (stillOurs()) {
        const at = new Date();
        utimesSync(file, at, at);
        return;
      }
    } catch {
      // An unreadable directory: we cannot prove the lock is ours.
    }
    released = true;
    clearInterval(timer);
    onLost(
      new DataDirLockedError(
        `Блокировка каталога данных ${dir} перешла к другому процессу: этот процесс останавливается, чтобы не испортить базу.`,
      ),
    );
  };
  const timer = setInterval(beat, heartbeatMs);
  timer.unref();
  return {
    release() {
      if (released) return;
      released = true;
      clearInterval(timer);
      if (snapshot(file)?.record?.token === record.token) rmSync(file, { force: true });
    },
  };
}
