import { closeSync, fsyncSync, openSync, readFileSync, readlinkSync, statSync, writeSync } from 'node:fs';

/**
 * The lock file's record and the facts the lock's liveness rules read from it
 * (docs/decisions/012-data-dir-lock.md).
 */
export type LockRecord = {
  /** Random per holder: a heartbeat checks the file is still its own. */
  token: string;
  pid: number;
  host: string;
  startedAt: string;
  /** Linux: the boot and pid namespace the pid belongs to; '' elsewhere. */
  bootId: string;
  pidNamespace: string;
};

/** What an observer compares between two looks: any difference means someone is alive. */
export type LockSnapshot = { record: LockRecord | null; mtimeMs: number; ino: number };

function readLink(path: string): string {
  try {
    return readlinkSync(path);
  } catch {
    return '';
  }
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}

/** Where our pid means something: same boot, same pid namespace (containers differ here). */
export const ownPidScope = {
  bootId: readText('/proc/sys/kernel/random/boot_id'),
  pidNamespace: readLink('/proc/self/ns/pid'),
};

function parseRecord(text: string): LockRecord | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return null;
    const r = parsed as Record<string, unknown>;
    if (typeof r.token !== 'string' || typeof r.pid !== 'number') return null;
    const str = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      token: r.token,
      pid: r.pid,
      host: str(r.host),
      startedAt: str(r.startedAt),
      bootId: str(r.bootId),
      pidNamespace: str(r.pidNamespace),
    };
  } catch {
    // Half-written (a holder between create and write) or foreign: no record.
    return null;
  }
}

/** null when the file is absent. */
export function snapshot(file: string): LockSnapshot | null {
  try {
    const stat = statSync(file);
    return { record: parseRecord(readFileSync(file, 'utf8')), mtimeMs: stat.mtimeMs, ino: stat.ino };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function sameSnapshot(a: LockSnapshot, b: LockSnapshot): boolean {
  return a.mtimeMs === b.mtimeMs && a.ino === b.ino && a.record?.token === b.record?.token;
}

/** Creates the file only if absent (O_EXCL); false when someone else's file is there. */
export function createExclusive(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Certainly dead without waiting: only when the holder's pid lives in our boot and pid namespace
 * (a pid from another container or host says nothing here) and no process has it.
 */
export function holderIsCertainlyDead(record: LockRecord | null): boolean {
  if (!record || record.pid === process.pid) return false;
  const { bootId, pidNamespace } = ownPidScope;
  if (!bootId || !pidNamespace) return false;
  if (record.bootId !== bootId || record.pidNamespace !== pidNamespace) return false;
  return !isRunning(record.pid);
}
