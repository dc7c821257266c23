import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

/**
 * Tables a refused request may legitimately change: failed sign-ins and other limited calls
 * count against their limits by design (that is the brute-force protection). Vacancy views are
 * written a second after an earlier, answered request (docs/decisions/025), so they may land
 * between any two snapshots.
 */
const COUNTERS = new Set(['rate_limits', 'vacancy_views_daily', 'view_salts']);

export type TableSnapshot = Record<string, { rows: number; hash: string }>;

function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}

/** Every table of the public schema except the counters. */
export async function listTables(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rowsOf(result)
    .map((row) => String(row.table_name))
    .filter((name) => !COUNTERS.has(name));
}

/** Row count and an md5 of every row's text, per table, in one round trip. */
export async function snapshotTables(db: Database, tables: readonly string[]): Promise<TableSnapshot> {
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, count(*)::int as rows,
        md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`,
  );
  const result = await db.execute(sql.raw(parts.join(' union all ')));
  const snapshot: TableSnapshot = {};
  for (const row of rowsOf(result)) {
    snapshot[String(row.name)] = { rows: Number(row.rows), hash: String(row.hash) };
  }
  return snapshot;
}

/** The tables whose count or contents differ, for a readable failure. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  return Object.keys({ ...before, ...after }).filter(
    (name) => before[name]?.rows !== after[name]?.rows || before[name]?.hash !== after[name]?.hash,
  );
}
