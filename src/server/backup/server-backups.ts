import { join } from 'node:path';
import type { DatabaseHandle } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { settleWithin } from '../shutdown';
import { createBackupRunner } from './backup-runner';
import { startBackupSchedule } from './backup-schedule';
import { startBackupSocket } from './backup-socket';

/** A scheduled backup still running at shutdown is cut short (its temporary file removed). */
const BACKUP_STOP_MS = 1_000;

/**
 * What the running server does for backups (docs/decisions/036-backups.md): the embedded database
 * can only be read by this process, so `npm run backup` asks it over a socket in DATA_DIR; the
 * schedule (BACKUP_DIR) runs once per deployment, in the background role.
 */
export async function startServerBackups(
  env: Env,
  database: DatabaseHandle,
  options: { background: boolean; now: () => Date; logger: Logger },
): Promise<{ close(): Promise<void> }> {
  const backups = createBackupRunner(database, join(env.dataDir, 'files'), options.now);
  const socket =
    database.kind === 'pglite'
      ? await startBackupSocket(env.dataDir, backups.toStream, options.logger)
      : null;
  const schedule =
    options.background && env.backup.dir
      ? await startBackupSchedule({
          dir: env.backup.dir,
          intervalMs: env.backup.intervalMs,
          keep: env.backup.keep,
          backup: backups.toFile,
          logger: options.logger,
          now: options.now,
        })
      : null;
  return {
    async close() {
      await socket?.close();
      if (schedule) await settleWithin('backups', () => schedule.stop(), BACKUP_STOP_MS, options.logger);
    },
  };
}
