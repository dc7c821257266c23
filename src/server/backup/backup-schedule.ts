import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { errorFields, type Logger } from '../logger';

/**
 * Scheduled backups (BACKUP_DIR, BACKUP_INTERVAL, BACKUP_KEEP; docs/decisions/036-backups.md):
 * one run at a time, the next planned from the newest file already in BACKUP_DIR (so restarts
 * neither skip nor multiply backups), each written under a temporary name and renamed when whole,
 * then only the newest `keep` files kept.
 */
const BACKUP_FILE = /^backup-\d{8}T\d{6}Z\.jsonl\.gz$/;

export function backupFileName(at: Date): string {
  return `backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}.jsonl.gz`;
}

type ScheduleOptions = {
  dir: string;
  intervalMs: number;
  keep: number;
  /** Writes a whole, checked backup to `path` (backup-file.ts). */
  backup(path: string): Promise<unknown>;
  logger: Logger;
  now?: () => Date;
};

type BackupSchedule = {
  /** Runs one backup now (tests; also what each timer tick does). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
};

export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => BACKUP_FILE.test(name)).sort();
}

export async function startBackupSchedule(options: ScheduleOptions): Promise<BackupSchedule> {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const runOnce = async () => {
    const path = join(options.dir, backupFileName(now()));
    const started = Date.now();
    try {
      await options.backup(path);
      const { size } = await stat(path);
      options.logger.info('scheduled backup written', { file: path, bytes: size, ms: Date.now() - started });
      const names = await listBackups(options.dir);
      for (const old of names.slice(0, Math.max(0, names.length - options.keep)))
        await rm(join(options.dir, old), { force: true });
    } catch (error) {
      options.logger.error('scheduled backup failed', { file: path, ...errorFields(error) });
    }
  };
  const plan = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().finally(() => {
        running = null;
        plan(options.intervalMs);
      });
    }, delayMs);
    timer.unref();
  };

  await mkdir(options.dir, { recursive: true, mode: 0o700 });
  // Temporary files of a run a crash or a shutdown cut short (backup-file.ts names them).
  for (const name of await readdir(options.dir))
    if (/^backup-.*\.tmp-/.test(name)) await rm(join(options.dir, name), { force: true });
  const newest = (await listBackups(options.dir)).at(-1);
  const last = newest ? (await stat(join(options.dir, newest)).catch(() => null))?.mtime : undefined;
  // A little after start when overdue: the server first serves, then backs up.
  plan(last ? Math.max(5_000, last.getTime() + options.intervalMs - now().getTime()) : 5_000);

  return {
    async runOnce() {
      while (running) await running;
      running = runOnce();
      try {
        await running;
      } finally {
        running = null;
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running;
    },
  };
}
