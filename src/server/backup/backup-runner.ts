import type { Writable } from 'node:stream';
import type { DatabaseHandle } from '../db/client';
import { backupToFile, streamBackup } from './backup-file';

type BackupRunner = {
  /** A gzip-compressed backup into `out` (the socket's answer). */
  toStream(out: Writable): Promise<unknown>;
  /** A checked backup file under `path` (the schedule). */
  toFile(path: string): Promise<unknown>;
};

/**
 * The running server's backups, one at a time: a scheduled one and one asked for by
 * `npm run backup` never read the database at once (on PGlite they would queue anyway).
 */
export function createBackupRunner(handle: DatabaseHandle, filesDir: string, now: () => Date): BackupRunner {
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(job: () => Promise<T>): Promise<T> => {
    const next = queue.then(job, job);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    toStream: (out) => enqueue(() => streamBackup(handle, out, { filesDir, now })),
    toFile: (path) => enqueue(() => backupToFile(handle, path, { filesDir, now })),
  };
}
