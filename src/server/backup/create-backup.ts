import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { queryRows, readMigrations, readSequences, readTables } from './catalog';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, type BackupTrailer, LineWriter } from './format';

/** Rows per `R` line and per cursor fetch: big enough to be fast, small enough to stream. */
const BATCH_ROWS = 1_000;
/** Names the upload storage makes (src/server/files/storage.ts); anything else is not read. */
const STORED_NAME = /^[\w-]{16,64}\.(webp|pdf)$/;

export type BackupProgress =
  | { kind: 'table'; table: string; rows: number }
  | { kind: 'files'; count: number; bytes: number };

export type BackupOptions = {
  /** DATA_DIR/files; null leaves the uploads out (the move keeps them where they are). */
  filesDir: string | null;
  now?: () => Date;
  onProgress?: (event: BackupProgress) => void;
};

/**
 * Writes a whole backup of `handle` to `out` as plain lines (format.ts); the caller compresses.
 *
 * Every table is read in one REPEATABLE READ READ ONLY transaction: one snapshot, so a write is
 * either wholly in the backup or wholly after it (docs/decisions/036-backups.md). On PGlite that
 * transaction holds the single connection, so the server's other statements wait for it; the
 * uploads' bytes are therefore read after it commits. An upload's bytes are written before its
 * row (src/server/domain/files/files.ts), so every row of the snapshot has its bytes unless it was
 * destroyed after the snapshot: such names go to `missingFiles` instead of failing the backup.
 */
export async function writeBackup(
  handle: DatabaseHandle,
  out: Writable,
  options: BackupOptions,
): Promise<BackupTrailer> {
  const writer = new LineWriter(out);
  const counts: Record<string, number> = {};
  const storedNames: string[] = [];
  await handle.db.transaction(
    async (tx) => {
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: (options.now?.() ?? new Date()).toISOString(),
        source: handle.kind,
        migrations: await readMigrations(tx),
      };
      await writer.line('H', JSON.stringify(header));
      for (const table of await readTables(tx)) {
        await writer.line(
          'T',
          JSON.stringify({ table: table.name, columns: table.columns, identityAlways: table.identityAlways }),
        );
        const columns = sql.join(
          table.columns.map((column) => sql.identifier(column)),
          sql`, `,
        );
        await tx.execute(
          sql`declare backup_rows no scroll cursor for
              select to_jsonb(t)::text as j from (select ${columns} from ${sql.identifier(table.name)}) t`,
        );
        let rows = 0;
        for (;;) {
          const batch = await queryRows<{ j: string }>(
            tx,
            sql.raw(`fetch forward ${BATCH_ROWS} from backup_rows`),
          );
          if (batch.length === 0) break;
          await writer.line('R', table.name, `[${batch.map((row) => row.j).join(',')}]`);
          rows += batch.length;
        }
        await tx.execute(sql`close backup_rows`);
        counts[table.name] = rows;
        options.onProgress?.({ kind: 'table', table: table.name, rows });
        if (table.name === 'files' && options.filesDir !== null) {
          const names = await queryRows<{ name: string }>(tx, sql`select stored_name as name from files`);
          storedNames.push(...names.map((row) => row.name));
        }
      }
      // After the rows: each value is at least the largest id the snapshot holds.
      for (const sequence of await readSequences(tx)) await writer.line('S', JSON.stringify(sequence));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  let fileBytes = 0;
  let files = 0;
  const missingFiles: string[] = [];
  if (options.filesDir !== null) {
    for (const name of storedNames) {
      const bytes = STORED_NAME.test(name) ? await readStored(join(options.filesDir, name)) : null;
      if (bytes === null) {
        missingFiles.push(name);
        continue;
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await writer.line('F', JSON.stringify({ name, size: bytes.length, sha256 }), bytes.toString('base64'));
      files += 1;
      fileBytes += bytes.length;
    }
    options.onProgress?.({ kind: 'files', count: files, bytes: fileBytes });
  }
  return writer.end({ tables: counts, files, fileBytes, missingFiles });
}

async function readStored(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
