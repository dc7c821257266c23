import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { Migration } from './format';

/**
 * What a backup reads from PostgreSQL's catalog, the same on PGlite and on PostgreSQL: the tables of
 * the public schema in foreign-key order, their stored columns (generated ones, like the vacancies'
 * `search` tsvector, are left out and recomputed on insert), the sequences and drizzle's list of
 * applied migrations (src/server/db/client.ts runs them). The `reference` schema's dictionaries
 * (docs/decisions/061) come with the migrations, not with a backup.
 */
type CatalogTable = { name: string; columns: string[]; identityAlways: boolean };

export async function queryRows<T>(executor: Pick<Executor, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows?: T[] };
  return result.rows ?? [];
}

export async function readTables(executor: Executor): Promise<CatalogTable[]> {
  const columns = await queryRows<{ table: string; column: string; identity: string; generated: string }>(
    executor,
    sql`select c.relname as "table", a.attname as "column", a.attidentity as "identity",
          a.attgenerated as "generated"
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        order by c.relname, a.attnum`,
  );
  const edges = await queryRows<{ child: string; parent: string }>(
    executor,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and p.relnamespace = n.oid
          and k.conrelid <> k.confrelid`,
  );
  const tables = new Map<string, CatalogTable>();
  for (const row of columns) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], identityAlways: false };
    tables.set(row.table, table);
    if (row.generated !== '') continue;
    table.columns.push(row.column);
    if (row.identity === 'a') table.identityAlways = true;
  }
  return foreignKeyOrder([...tables.values()], edges);
}

/** Parents before children, so every insert finds the rows it references (names break ties). */
function foreignKeyOrder(
  tables: CatalogTable[],
  edges: readonly { child: string; parent: string }[],
): CatalogTable[] {
  const ordered: CatalogTable[] = [];
  const placed = new Set<string>();
  let remaining = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (remaining.length > 0) {
    const ready = remaining.filter((table) =>
      edges.every((edge) => edge.child !== table.name || placed.has(edge.parent)),
    );
    // A cycle of foreign keys (none in this schema) would stop here rather than loop.
    if (ready.length === 0)
      throw new Error(`foreign keys form a cycle: ${remaining.map((t) => t.name).join(', ')}`);
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
    remaining = remaining.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

/** Sequences' last values (identity columns' too); null ones were never used. */
export async function readSequences(executor: Executor): Promise<{ sequence: string; value: string }[]> {
  return queryRows(
    executor,
    sql`select sequencename as sequence, last_value::text as value from pg_sequences
        where schemaname = 'public' and last_value is not null order by sequencename`,
  );
}

/** Drizzle's record of applied migrations; empty on a database never migrated. */
export async function readMigrations(executor: Executor): Promise<Migration[]> {
  const exists = await queryRows<{ name: string | null }>(
    executor,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!exists[0]?.name) return [];
  return queryRows(
    executor,
    sql`select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations order by id`,
  );
}

/** Tables of the public schema holding at least one row: a restore target must have none. */
export async function nonEmptyTables(executor: Executor): Promise<string[]> {
  const tables = await readTables(executor);
  const found: string[] = [];
  for (const table of tables) {
    const rows = await queryRows<{ one: number }>(
      executor,
      sql`select 1 as one from ${sql.identifier(table.name)} limit 1`,
    );
    if (rows.length > 0) found.push(table.name);
  }
  return found;
}

export async function countRows(executor: Executor, table: string): Promise<number> {
  const rows = await queryRows<{ n: string }>(
    executor,
    sql`select count(*)::text as n from ${sql.identifier(table)}`,
  );
  return Number(rows[0]?.n ?? 0);
}
