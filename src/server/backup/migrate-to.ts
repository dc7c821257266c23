import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type DatabaseHandle, migrationsFolder } from '../db/client';
import type { Migration } from './format';

/** The folder src/server/db/client.ts migrates from: one place knows where it is, in src/ and in dist/. */
export const MIGRATIONS_FOLDER = migrationsFolder;

/** The code's migrations, as drizzle records them once applied (hash of each file). */
export function codeMigrations(folder = MIGRATIONS_FOLDER): Migration[] {
  return readMigrationFiles({ migrationsFolder: folder }).map((migration) => ({
    hash: migration.hash,
    createdAt: String(migration.folderMillis),
  }));
}

export function isPrefix(shorter: readonly Migration[], longer: readonly Migration[]): boolean {
  return shorter.length <= longer.length && shorter.every((item, index) => item.hash === longer[index]?.hash);
}

type Journal = { entries: { tag: string }[] };

/**
 * Migrates to the first `count` migrations only: a backup made by an older release is restored
 * into the schema it was made with, and the newer migrations then run over its rows, as they would
 * have on the old server (docs/decisions/036-backups.md). Drizzle applies whatever its journal lists,
 * so a copy of the folder with a shortened journal does it.
 */
export async function migrateTo(handle: DatabaseHandle, count: number, folder = MIGRATIONS_FOLDER) {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as Journal;
  if (count >= journal.entries.length) {
    await migrateFolder(handle, folder);
    return;
  }
  if (count === 0) return;
  const copy = mkdtempSync(join(tmpdir(), 'job-board-migrations-'));
  try {
    mkdirSync(join(copy, 'meta'));
    const entries = journal.entries.slice(0, count);
    for (const entry of entries) cpSync(join(folder, `${entry.tag}.sql`), join(copy, `${entry.tag}.sql`));
    writeFileSync(join(copy, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
    await migrateFolder(handle, copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

async function migrateFolder(handle: DatabaseHandle, migrationsFolder: string) {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder });
  }
}
