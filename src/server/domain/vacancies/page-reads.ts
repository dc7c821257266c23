import { inArray } from 'drizzle-orm';
import { LruMap } from '../../cache/lru';
import type { Executor } from '../../db/client';
import { cities, vacancies } from '../../db/schema';
import type { SnapshotView } from '../vacancy-search/snapshot-store';
import { type ListRow, loadTags, type NamedRef, selectListRows } from './vacancy-rows';

/** What a list page reads by id once its matches are known: its rows, their tags, city names. */
export type PageReads = {
  rows(ids: readonly number[]): Promise<{ rows: ListRow[]; tagsOf: Map<number, NamedRef[]> }>;
  cityNames(ids: readonly number[]): Promise<Map<number, string>>;
};

async function readRows(db: Executor, ids: readonly number[]) {
  const [rows, tagsOf] = await Promise.all([
    ids.length > 0 ? selectListRows(db).where(inArray(vacancies.id, [...ids])) : Promise.resolve([]),
    loadTags(db, ids),
  ]);
  return { rows, tagsOf };
}

async function readCityNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(inArray(cities.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Rows kept per snapshot: the pages people open again, a few kB each. */
const ROWS_MAX = 5_000;
type Memo = { rows: LruMap<number, { row: ListRow; tags: NamedRef[] }>; cities: Map<number, string> };
/** Kept as long as their snapshot is: a row is as old as the version it was read under. */
const memos = new WeakMap<SnapshotView, Memo>();

/**
 * The database's answers, or, beside a snapshot (docs/decisions/065-search-in-memory.md), the
 * same answers remembered for as long as the snapshot serves: every write a student could see
 * replaces the snapshot, so a remembered row is never older than the answer it goes into.
 */
export function pageReads(db: Executor, view: SnapshotView | null): PageReads {
  if (!view) return { rows: (ids) => readRows(db, ids), cityNames: (ids) => readCityNames(db, ids) };
  let memo = memos.get(view);
  if (!memo) {
    memo = { rows: new LruMap(ROWS_MAX), cities: new Map() };
    memos.set(view, memo);
  }
  const { rows: kept, cities: names } = memo;
  return {
    async rows(ids) {
      const missing = ids.filter((id) => !kept.get(id));
      if (missing.length > 0) {
        const read = await readRows(db, missing);
        for (const row of read.rows) kept.set(row.id, { row, tags: read.tagsOf.get(row.id) ?? [] });
      }
      const found = ids.flatMap((id) => {
        const entry = kept.get(id);
        return entry ? [entry] : [];
      });
      return {
        rows: found.map((entry) => entry.row),
        tagsOf: new Map(found.map((entry) => [entry.row.id, entry.tags])),
      };
    },
    async cityNames(ids) {
      const missing = ids.filter((id) => !names.has(id));
      for (const [id, name] of await readCityNames(db, missing)) names.set(id, name);
      return new Map(ids.flatMap((id) => (names.has(id) ? [[id, names.get(id) as string] as const] : [])));
    },
  };
}
