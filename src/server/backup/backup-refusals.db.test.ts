import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { seedAccounts } from '../../../tests/helpers/accounts';
import { openEnvDatabase } from '../../../tests/helpers/backup-compare';
import { snapshotTables } from '../../../tests/helpers/db-snapshot';
import { type DatabaseTarget, describeOnDatabases } from '../../../tests/helpers/test-database';
import { main as backup } from '../cli/backup';
import { main as restore } from '../cli/restore';
import type { DatabaseHandle } from '../db/client';
import { type Env, envFrom } from '../env';
import { backupToFile } from './backup-file';
import { nonEmptyTables, readMigrations, readTables } from './catalog';

/**
 * A damaged backup, or a target that is not empty, is refused with a message that says what to do,
 * and nothing changes: no rows, no schema, no files (docs/decisions/036-backups.md).
 */
describeOnDatabases('backup refusals', (target) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  const work = mkdtempSync(join(tmpdir(), 'jb-bk-refuse-'));
  const good = join(work, 'good.jsonl.gz');
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  beforeAll(async () => {
    const source = await target.open();
    try {
      await seedAccounts(source.db);
      const filesDir = join(work, 'source-files');
      mkdirSync(filesDir);
      const name = `${'a'.repeat(32)}.pdf`;
      writeFileSync(join(filesDir, name), '%PDF-1.4 байты');
      await source.db.execute(sql`insert into files (owner_kind, owner_id, kind, mime, size, sha256, stored_name)
        select 'student', id, 'resume', 'application/pdf', 17, 'x', ${name} from students limit 1`);
      await backupToFile(source, good, { filesDir });
    } finally {
      await source.close();
    }
    return () => rmSync(work, { recursive: true, force: true });
  });

  const emptyTarget = async (t: DatabaseTarget): Promise<Env> => {
    const provisioned = await t.provision({ empty: true });
    cleanups.push(provisioned.cleanup);
    const dataDir = mkdtempSync(join(tmpdir(), 'jb-bk-target-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return envFrom({ DATA_DIR: dataDir, ...provisioned.env });
  };

  /** Nothing was made: no embedded database, no files; on PostgreSQL no schema and no rows. */
  const expectUntouched = async (env: Env) => {
    expect(existsSync(join(env.dataDir, 'files'))).toBe(false);
    if (!env.databaseUrl) {
      expect(existsSync(join(env.dataDir, 'pgdata'))).toBe(false);
      return;
    }
    const handle = await openEnvDatabase(env);
    try {
      expect(await readTables(handle.db)).toEqual([]);
      expect(await readMigrations(handle.db)).toEqual([]);
    } finally {
      await handle.close();
    }
  };

  const variants: [string, (bytes: Buffer) => Buffer][] = [
    ['cut short', (bytes) => bytes.subarray(0, Math.floor(bytes.length * 0.6))],
    [
      'cut at a line, trailer gone',
      (bytes) => {
        const text = gunzipSync(bytes).toString('utf8');
        return gzipSync(text.slice(0, text.lastIndexOf('\nE\t') + 1));
      },
    ],
    ['a row changed', (bytes) => gzipSync(gunzipSync(bytes).toString('utf8').replace('Анна', 'Инна'))],
    ['not a backup', () => gzipSync('hello\n')],
  ];
  for (const [what, damage] of variants) {
    it(`refuses a file ${what} and changes nothing`, async () => {
      const bad = join(work, `bad-${what.replace(/\W+/g, '-')}.jsonl.gz`);
      writeFileSync(bad, damage(readFileSync(good)));
      const env = await emptyTarget(target);
      const said: string[] = [];
      expect(await restore(['--from', bad], env, (line) => said.push(line))).toBe(1);
      expect(said.at(-1)).toMatch(/^Файл копии не годится: .+ Ничего не изменено; возьмите другую копию\.$/);
      await expectUntouched(env);
    });
  }

  it('refuses a target that is not empty and changes nothing', async () => {
    const env = await emptyTarget(target);
    expect(await restore(['--from', good], env, () => {})).toBe(0);
    const before = await snapshotOf(env);
    const said: string[] = [];
    expect(await restore(['--from', good], env, (line) => said.push(line))).toBe(1);
    expect(said.at(-1)).toContain('уже есть файлы');
    // Without the files the database itself is found not empty.
    rmSync(join(env.dataDir, 'files'), { recursive: true });
    expect(await restore(['--from', good], env, (line) => said.push(line))).toBe(1);
    expect(said.at(-1)).toMatch(env.databaseUrl ? /База назначения не пуста/ : /уже есть база данных/);
    expect(said.at(-1)).toMatch(/ничего не изменено/i);
    expect(await snapshotOf(env)).toEqual(before);
  });

  it('refuses a backup made by a newer release (a migration this code lacks) and changes nothing', async () => {
    const lines = gunzipSync(readFileSync(good)).toString('utf8').split('\n');
    const header = JSON.parse((lines[0] ?? '').slice(2)) as {
      migrations: { hash: string; createdAt: string }[];
    };
    header.migrations.push({ hash: 'f'.repeat(64), createdAt: '1895255086352' });
    lines[0] = `H\t${JSON.stringify(header)}`;
    // A well-formed file: the trailer's hash recomputed over the changed lines.
    const end = lines.findIndex((line) => line.startsWith('E\t'));
    const trailer = JSON.parse((lines[end] ?? '').slice(2)) as { sha256: string };
    trailer.sha256 = createHash('sha256')
      .update(`${lines.slice(0, end).join('\n')}\n`)
      .digest('hex');
    lines[end] = `E\t${JSON.stringify(trailer)}`;
    const newer = join(work, 'newer.jsonl.gz');
    writeFileSync(newer, gzipSync(lines.join('\n')));
    const env = await emptyTarget(target);
    const said: string[] = [];
    expect(await restore(['--from', newer], env, (line) => said.push(line))).toBe(1);
    expect(said.at(-1)).toContain('Копия сделана другой версией программы');
    await expectUntouched(env);
  });

  it('refuses to overwrite a file or to run without --out', async () => {
    const env = await emptyTarget(target);
    const said: string[] = [];
    expect(await backup(['--out', good], env, (line) => said.push(line))).toBe(1);
    expect(said.at(-1)).toContain('уже есть: укажите новое имя');
    expect(await backup([], env, (line) => said.push(line))).toBe(1);
    expect(said.at(-1)).toContain('Не указан --out');
  });
});

async function snapshotOf(env: Env) {
  const handle: DatabaseHandle = await openEnvDatabase(env);
  try {
    const tables = (await readTables(handle.db)).map((table) => table.name);
    return { tables: await snapshotTables(handle.db, tables), filled: await nonEmptyTables(handle.db) };
  } finally {
    await handle.close();
  }
}
