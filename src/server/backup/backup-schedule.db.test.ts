import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { startBackupServer } from '../../../tests/helpers/backup-writer';
import { createClock } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { DatabaseHandle } from '../db/client';
import { EnvError, envFrom } from '../env';
import { createLogger } from '../logger';
import { verifyBackupFile } from './backup-file';
import { createBackupRunner } from './backup-runner';
import { backupFileName, listBackups, startBackupSchedule } from './backup-schedule';

const HOUR = 3_600_000;

describeOnDatabases('scheduled backups', (target) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('writes whole backups, keeps the newest BACKUP_KEEP and clears what a cut run left', async () => {
    const handle: DatabaseHandle = await target.open();
    cleanups.push(() => handle.close());
    const dir = mkdtempSync(join(tmpdir(), 'jb-bk-schedule-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'backup-20261101T000000Z.jsonl.gz.tmp-1-2'), 'a run cut short');
    writeFileSync(join(dir, 'notes.txt'), 'not ours: left alone');
    const clock = createClock(new Date('2026-11-24T03:00:00Z'));
    const runner = createBackupRunner(handle, join(dir, 'no-files'), clock.now);
    const schedule = await startBackupSchedule({
      dir,
      intervalMs: 6 * HOUR,
      keep: 3,
      backup: runner.toFile,
      logger: createLogger('silent'),
      now: clock.now,
    });
    cleanups.push(() => schedule.stop());
    const names: string[] = [];
    for (let run = 0; run < 5; run++) {
      await handle.db.execute(sql`insert into tags (name) values (${`Тег ${run}`})`);
      names.push(backupFileName(clock.now()));
      await schedule.runOnce();
      clock.advance(6 * HOUR);
    }
    expect(await listBackups(dir)).toEqual(names.slice(-3));
    expect(readdirSync(dir).sort()).toEqual([...names.slice(-3), 'notes.txt'].sort());
    // The newest holds every tag inserted before it.
    const newest = await verifyBackupFile(join(dir, names[4] as string));
    expect(newest.trailer.tables.tags).toBe(5);
  });
});

it('the server starts its schedule with BACKUP_DIR (the directory made, a cut run cleared)', async () => {
  const parent = mkdtempSync(join(tmpdir(), 'jb-bk-server-'));
  const dir = join(parent, 'backups');
  try {
    mkdirSync(dir);
    writeFileSync(join(dir, 'backup-20261101T000000Z.jsonl.gz.tmp-1-2'), 'a run cut short');
    const { server, dataDir } = await startBackupServer({ BACKUP_DIR: dir, DATA_DIR: join(parent, 'data') });
    await server.close();
    expect(dataDir).toBe(join(parent, 'data'));
    expect(readdirSync(dir)).toEqual([]);
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});

it('reads BACKUP_DIR, BACKUP_INTERVAL and BACKUP_KEEP, refusing a wrong interval in Russian', () => {
  expect(envFrom().backup).toEqual({ dir: undefined, intervalMs: 24 * HOUR, keep: 7 });
  expect(envFrom({ BACKUP_DIR: '/backups', BACKUP_INTERVAL: '30m', BACKUP_KEEP: '14' }).backup).toEqual({
    dir: '/backups',
    intervalMs: 30 * 60_000,
    keep: 14,
  });
  expect(envFrom({ BACKUP_INTERVAL: '1d' }).backup.intervalMs).toBe(24 * HOUR);
  for (const wrong of ['24', '1w', 'often', '0m'])
    expect(() => envFrom({ BACKUP_INTERVAL: wrong })).toThrow(EnvError);
  expect(() => envFrom({ BACKUP_INTERVAL: 'often' })).toThrow(
    /BACKUP_INTERVAL — число и единица: 30m, 6h или 1d/,
  );
  expect(() => envFrom({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP не меньше 1/);
});
