import type { DatabaseHandle } from '../../src/server/db/client';

/** The statements a piece of work sent through `database` (its `onQuery` hook), in order. */
export async function countQueries<T>(
  database: DatabaseHandle,
  work: () => Promise<T>,
): Promise<{ result: T; queries: string[] }> {
  const queries: string[] = [];
  const stop = database.onQuery((sql) => queries.push(sql));
  try {
    return { result: await work(), queries };
  } finally {
    stop();
  }
}

/** The statements that change data (a read path should send none unless it must). */
export function writesAmong(queries: readonly string[]): string[] {
  return queries.filter((sql) => /^\s*(insert|update|delete)\b/i.test(sql));
}
