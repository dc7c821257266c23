import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { countRows, nonEmptyTables, readMigrations } from './catalog';
import {
  BackupFormatError,
  type BackupHeader,
  type BackupLine,
  type BackupTrailer,
  type TableLine,
} from './format';
import { codeMigrations, isPrefix, MIGRATIONS_FOLDER, migrateTo } from './migrate-to';

/** A restore the target or the file does not allow; the message says what to do. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export type RestoreProgress =
  | { kind: 'table'; table: string; rows: number }
  | { kind: 'files'; count: number; bytes: number };

type RestoreOptions = {
  /** Where the uploads go (DATA_DIR/files, absent or empty); null: keep them where they are (the move). */
  filesDir: string | null;
  migrationsFolder?: string;
  onProgress?: (event: RestoreProgress) => void;
};

const STORED_NAME = /^[\w-]{16,64}\.(webp|pdf)$/;

/**
 * Restores a backup into an empty database (docs/decisions/036-backups.md): the target's schema is
 * migrated to the backup's migrations, every row goes in, in foreign-key order, in one transaction
 * that commits only after the trailer's hash and counts were checked, sequences are set to the
 * backup's values, then the newer migrations of this release run over the restored rows.
 * A refusal or a damaged file leaves the database's rows and DATA_DIR/files as they were.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  lines: AsyncIterable<BackupLine>,
  options: RestoreOptions,
): Promise<BackupTrailer> {
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done || first.value.kind !== 'H') throw new BackupFormatError('нет заголовка');
  const header = first.value.header;
  try {
    await checkTarget(handle, header, options.migrationsFolder ?? MIGRATIONS_FOLDER);
    await migrateTo(handle, header.migrations.length, options.migrationsFolder);
  } catch (error) {
    await iterator.return?.(undefined).catch(() => undefined);
    throw error;
  }

  const written: string[] = [];
  let trailer: BackupTrailer | null = null;
  try {
    await handle.db.transaction(async (tx) => {
      let table: TableLine | null = null;
      let rows = 0;
      let files = 0;
      let fileBytes = 0;
      const finishTable = () => {
        if (table) options.onProgress?.({ kind: 'table', table: table.table, rows });
      };
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        const line = next.value;
        if (line.kind === 'T') {
          finishTable();
          table = line.table;
          rows = 0;
        } else if (line.kind === 'R') {
          if (!table || table.table !== line.table)
            throw new BackupFormatError(`строки вне таблицы ${line.table}`);
          const target = sql.identifier(table.table);
          const columns = sql.join(
            table.columns.map((column) => sql.identifier(column)),
            sql`, `,
          );
          // PostgreSQL parses its own jsonb text back into each column's type: values round-trip exactly.
          const inserted = (await tx.execute(
            sql`insert into ${target} (${columns}) ${table.identityAlways ? sql`overriding system value` : sql``}
                select ${columns} from jsonb_populate_recordset(null::${target}, ${line.rows}::jsonb)`,
          )) as unknown as { rowCount?: number | null; affectedRows?: number };
          rows += inserted.rowCount ?? inserted.affectedRows ?? 0;
        } else if (line.kind === 'S') {
          finishTable();
          table = null;
          await tx.execute(
            sql`select setval(format('public.%I', ${line.sequence.sequence}::text)::regclass,
                  ${line.sequence.value}::bigint, true)`,
          );
        } else if (line.kind === 'F') {
          if (options.filesDir === null) continue;
          if (!STORED_NAME.test(line.file.name))
            throw new BackupFormatError(`недопустимое имя файла ${line.file.name}`);
          await mkdir(options.filesDir, { recursive: true, mode: 0o700 });
          await writeFile(join(options.filesDir, line.file.name), line.bytes, { flag: 'wx', mode: 0o600 });
          written.push(line.file.name);
          files += 1;
          fileBytes += line.bytes.length;
        } else if (line.kind === 'E') {
          finishTable();
          trailer = line.trailer;
          if (options.filesDir !== null)
            options.onProgress?.({ kind: 'files', count: files, bytes: fileBytes });
          for (const [name, expected] of Object.entries(line.trailer.tables)) {
            const actual = await countRows(tx, name);
            if (actual !== expected)
              throw new Error(`таблица ${name}: в копии ${expected} строк, восстановлено ${actual}`);
          }
        } else {
          throw new BackupFormatError('второй заголовок');
        }
      }
      if (!trailer) throw new BackupFormatError('файл обрывается: нет завершающей строки (копия неполная)');
    });
  } catch (error) {
    // Stop reading: the file (or the move's pipe) is closed now, not when collected.
    await iterator.return?.(undefined).catch(() => undefined);
    if (options.filesDir !== null) {
      const dir = options.filesDir;
      await Promise.all(written.map((name) => rm(join(dir, name), { force: true })));
    }
    throw error;
  }
  // This release's newer migrations, over the restored rows.
  await migrateTo(handle, Number.POSITIVE_INFINITY, options.migrationsFolder);
  if (!trailer) throw new BackupFormatError('нет завершающей строки');
  return trailer;
}

async function checkTarget(handle: DatabaseHandle, header: BackupHeader, migrationsFolder: string) {
  const code = codeMigrations(migrationsFolder);
  if (!isPrefix(header.migrations, code))
    throw new RestoreRefusedError(
      `Копия сделана другой версией программы: её схема базы (${header.migrations.length} миграций) ` +
        `не входит в схему этой версии (${code.length}). Восстановите копию той версией программы, ` +
        'которая её сделала, или более новой.',
    );
  const applied = await readMigrations(handle.db);
  if (!isPrefix(applied, header.migrations))
    throw new RestoreRefusedError(
      'База назначения уже создана более новой версией схемы, чем копия. Восстанавливайте в новую пустую ' +
        'базу: создайте её (createdb) и укажите в DATABASE_URL, или укажите пустой DATA_DIR.',
    );
  const filled = await nonEmptyTables(handle.db);
  if (filled.length > 0)
    throw new RestoreRefusedError(
      `База назначения не пуста (есть строки в таблицах: ${filled.slice(0, 5).join(', ')}` +
        `${filled.length > 5 ? '…' : ''}). Ничего не изменено. Восстанавливайте в новую ` +
        'пустую базу: создайте её (createdb) и укажите в DATABASE_URL, или укажите пустой DATA_DIR.',
    );
}
