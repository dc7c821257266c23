import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { imageOf, openEnvDatabase } from '../../../tests/helpers/backup-compare';
import {
  fillEveryTable,
  seedForBackup,
  startBackupServer,
  startWriter,
} from '../../../tests/helpers/backup-writer';
import { type DatabaseTarget, describeOnDatabases } from '../../../tests/helpers/test-database';
import { main as backup } from '../cli/backup';
import { main as restore } from '../cli/restore';
import { type Env, envFrom } from '../env';
import { readBackupFile } from './backup-file';
import { backupSocketPath } from './backup-socket';
import { queryRows } from './catalog';
import { restoreBackup } from './restore-backup';

/**
 * issue 15, «Backups»: a backup taken while a writer keeps writing holds every write acknowledged
 * before it and nothing torn; once writes stop, backup and restore give back every row of every
 * table, the sequences and the uploads' bytes exactly (docs/decisions/036-backups.md).
 */
describeOnDatabases('backup and restore', (target) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const scratch = () => {
    const dir = mkdtempSync(join(tmpdir(), 'jb-bk-file-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  /** An empty place to restore into: a fresh database (PostgreSQL) or DATA_DIR, and its files. */
  const emptyTarget = async (t: DatabaseTarget): Promise<Env> => {
    const provisioned = await t.provision({ empty: true });
    cleanups.push(provisioned.cleanup);
    return envFrom({ DATA_DIR: scratch(), ...provisioned.env });
  };
  const silent = () => {};

  // The one heavy test of the suite: three databases, a real server, an embedded one created twice.
  it('holds every acknowledged write while writing, and everything exactly once writes stop', {
    timeout: 180_000,
  }, async () => {
    const provisioned = await target.provision();
    cleanups.push(provisioned.cleanup);
    const { server, dataDir } = await startBackupServer(provisioned.env);
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let serverOpen = true;
    cleanups.push(() => (serverOpen ? server.close() : undefined));
    await seedForBackup(server.database.db);
    const sourceEnv = envFrom({ ...provisioned.env, DATA_DIR: dataDir });

    const writer = await startWriter(server);
    await writer.reach(8);
    const before = writer.acknowledged();
    const live = join(scratch(), 'live.jsonl.gz');
    const said: string[] = [];
    expect(await backup(['--out', live], sourceEnv, (line) => said.push(line))).toBe(0);
    const all = await writer.stop();
    if (target.name === 'pglite') {
      expect(said.join('\n')).toContain('сделал работающий сервер');
      // Only the server's own OS user may ask it for a backup.
      const socket = backupSocketPath(dataDir);
      expect(statSync(socket).mode & 0o777).toBe(0o600);
      expect(statSync(dirname(socket)).mode & 0o777).toBe(0o700);
    }

    // Into a fresh database opened here (the command's own path is the second half's).
    const restored = await target.open();
    const restoredFiles = join(scratch(), 'files');
    await restoreBackup(restored, readBackupFile(live), { filesDir: restoredFiles });
    try {
      const ids = async (query: ReturnType<typeof sql>) =>
        (await queryRows<{ id: number }>(restored.db, query)).map((row) => Number(row.id));
      // The writer is sequential: a snapshot holds a prefix of its writes, at least those answered before.
      for (const [name, query] of [
        ['vacancies', sql`select id from vacancies where title like 'Запись %' order by id`],
        [
          'applications',
          sql`select a.id from applications a join students s on s.id = a.student_id
                              where s.email = 'student@demo.ru' order by a.id`,
        ],
        ['files', sql`select id from files order by id`],
      ] as const) {
        const written = name === 'files' ? all.files.map((file) => file.id) : all[name];
        const answered = name === 'files' ? before.files.length : before[name].length;
        const got = await ids(query);
        expect(got, name).toEqual(written.slice(0, got.length));
        expect(got.length, name).toBeGreaterThanOrEqual(answered);
      }
      // Uploads byte-identical: each restored row's bytes have the sha-256 the writer sent.
      const image = await imageOf(restored, restoredFiles);
      const shaOf = new Map(all.files.map((file) => [file.id, file.sha256]));
      const rows = await queryRows<{ id: number; name: string }>(
        restored.db,
        sql`select id, stored_name as name from files`,
      );
      for (const row of rows) expect(image.files[row.name]).toBe(shaOf.get(Number(row.id)));
    } finally {
      await restored.close();
    }

    // Writes stopped and the server closed: the backup (PGlite: DATA_DIR opened by the command) equals the source.
    await server.close();
    serverOpen = false;
    const source = await openEnvDatabase(sourceEnv);
    const sourceImage = await (async () => {
      await fillEveryTable(source.db);
      return imageOf(source, join(dataDir, 'files'));
    })().finally(() => source.close());
    const still = join(scratch(), 'still.jsonl.gz');
    expect(await backup(['--out', still], sourceEnv, silent)).toBe(0);
    const empty = Object.entries(sourceImage.tables).filter(([, table]) => table.rows === 0);
    expect(empty.map(([name]) => name)).toEqual([]);
    expect(Object.keys(sourceImage.files)).toHaveLength(all.files.length);

    const againEnv = await emptyTarget(target);
    expect(await restore(['--from', still], againEnv, silent)).toBe(0);
    const again = await openEnvDatabase(againEnv);
    const againImage = await imageOf(again, join(againEnv.dataDir, 'files')).finally(() => again.close());
    expect(againImage).toEqual(sourceImage);
  });
});
