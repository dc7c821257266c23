import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { openEnvDatabase } from '../../../tests/helpers/backup-compare';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { main as restore } from '../cli/restore';
import { openDatabase } from '../db/client';
import { envFrom } from '../env';
import { backupToFile } from './backup-file';
import { queryRows, readMigrations } from './catalog';
import { codeMigrations, migrateTo } from './migrate-to';

/**
 * A backup made before an upgrade restores into this release: the rows go into the schema they
 * were made with, then the newer migrations run over them (docs/decisions/036-backups.md).
 */
describeOnDatabases('restoring a backup of an older release', (target) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  // Several databases opened and migrated: 90 s is room on a busy 2-core machine, not a speed goal.
  it('restores into the old schema, then migrates to this one', async () => {
    const work = mkdtempSync(join(tmpdir(), 'jb-bk-old-'));
    cleanups.push(() => rmSync(work, { recursive: true, force: true }));
    const all = codeMigrations();
    // An embedded database one migration behind this code, with a row the old schema holds.
    const old = await openDatabase({ kind: 'pglite', dataDir: null });
    const file = join(work, 'old.jsonl.gz');
    try {
      await migrateTo(old, all.length - 1);
      expect(await readMigrations(old.db)).toHaveLength(all.length - 1);
      await old.db.execute(sql`insert into tags (name) values ('Старый тег')`);
      await backupToFile(old, file, { filesDir: null });
    } finally {
      await old.close();
    }

    const provisioned = await target.provision({ empty: true });
    cleanups.push(provisioned.cleanup);
    const env = envFrom({ DATA_DIR: join(work, 'data'), ...provisioned.env });
    expect(await restore(['--from', file], env, () => {})).toBe(0);
    const restored = await openEnvDatabase(env);
    try {
      expect((await readMigrations(restored.db)).map((m) => m.hash)).toEqual(all.map((m) => m.hash));
      const tags = await queryRows<{ name: string }>(restored.db, sql`select name from tags`);
      expect(tags).toEqual([{ name: 'Старый тег' }]);
    } finally {
      await restored.close();
    }
  }, 90_000);
});
