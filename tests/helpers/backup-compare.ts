import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/backup/catalog';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import type { Env } from '../../src/server/env';
import { snapshotTables, type TableSnapshot } from './db-snapshot';

/** The database a server with `env` uses, opened in this process (PGlite takes DATA_DIR's lock). */
export function openEnvDatabase(env: Env): Promise<DatabaseHandle> {
  return openDatabase(
    env.databaseUrl
      ? { kind: 'postgres', url: env.databaseUrl, max: 2 }
      : { kind: 'pglite', dataDir: env.dataDir },
  );
}

/** Every table of the public schema, counters included: a restore must bring back all of them. */
async function everyTable(handle: DatabaseHandle): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    handle.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

type DatabaseImage = {
  tables: TableSnapshot;
  sequences: { sequence: string; value: string | null }[];
  migrations: number;
  /** stored name → bytes' sha-256 hex, read from `filesDir`. */
  files: Record<string, string>;
};

/** Every row of every table (md5 per table), the sequences, the migrations and the uploads' bytes. */
export async function imageOf(handle: DatabaseHandle, filesDir: string): Promise<DatabaseImage> {
  const tables = await snapshotTables(handle.db, await everyTable(handle));
  const sequences = await queryRows<{ sequence: string; value: string | null }>(
    handle.db,
    sql`select sequencename as sequence, last_value::text as value from pg_sequences
        where schemaname = 'public' order by sequencename`,
  );
  const [migrations] = await queryRows<{ n: string }>(
    handle.db,
    sql`select count(*)::text as n from drizzle.__drizzle_migrations`,
  );
  const names = await queryRows<{ name: string }>(handle.db, sql`select stored_name as name from files`);
  const files: Record<string, string> = {};
  for (const { name } of names)
    files[name] = createHash('sha256')
      .update(readFileSync(join(filesDir, name)))
      .digest('hex');
  return { tables, sequences, migrations: Number(migrations?.n ?? 0), files };
}
