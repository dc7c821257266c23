import { sql } from 'drizzle-orm';
import { LruMap } from '../../cache/lru';
import type { Executor } from '../../db/client';
import { loadSearchSnapshot, type SearchSnapshot } from './search-snapshot';
import { parseTextQuery, type TextQuery } from './text-query';

/** One bit a position: what a search text, or one of its words, matches in one snapshot. */
type Bits = Uint32Array;

/** What a search text matches in one snapshot, and the relevance of those asked for so far. */
type TextEntry = { matches: Bits; ranks: Map<number, number> };

/**
 * A snapshot with what its searches learned: parsed texts, their words' matches and ranks. All
 * of it is as old as the snapshot and dropped with it.
 */
export type SnapshotView = {
  readonly snapshot: SearchSnapshot;
  /** The parsed text (vacancy-filters.ts `parseSearch`) of a raw one, once per snapshot. */
  readonly parsed: LruMap<string, string | null>;
  /** The positions a parsed text matches; each of its words is asked of the database once. */
  textMatches(db: Executor, parsed: string): Promise<Bits>;
  /** `ts_rank_cd` of these vacancies for the parsed text, each asked of the database once. */
  ranks(db: Executor, parsed: string, ids: readonly number[]): Promise<Map<number, number>>;
};

export type SearchSnapshots = {
  /**
   * The snapshot for a request that read `version` of `vacancies`: one at least that new, or null
   * (the request asks the database; a newer snapshot is being loaded unless one loaded lately).
   */
  at(version: number): SnapshotView | null;
  /** Loads one now and waits for it (tests, and the server's start). */
  refresh(): Promise<SnapshotView>;
};

/** Texts and words kept per snapshot: a bitset is one bit a vacancy (11 kB at 85 000 listed). */
const TEXTS_MAX = 500;
const WORDS_MAX = 3_000;
const PARSED_MAX = 2_000;
/** A load may take this share of the time at most: the next waits four times its length. */
const LOAD_SHARE = 4;

/** An LRU of computations: a failed one is forgotten, so the next request asks again. */
function remembered<T>(max: number) {
  const entries = new LruMap<string, Promise<T>>(max);
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    let found = entries.get(key);
    if (!found) {
      const started = compute();
      started.catch(() => entries.peek(key) === started && entries.delete(key));
      entries.set(key, started);
      found = started;
    }
    return found;
  };
}

function viewOf(snapshot: SearchSnapshot): SnapshotView {
  const words = remembered<Bits>(WORDS_MAX);
  const texts = remembered<TextEntry>(TEXTS_MAX);
  const length = (snapshot.size + 31) >>> 5;
  const evaluate = async (db: Executor, node: TextQuery): Promise<Bits> => {
    if (node.kind === 'leaf') return words(node.text, () => bitsOf(db, snapshot, node.text));
    if (node.kind === 'not') {
      const child = await evaluate(db, node.child);
      const result = new Uint32Array(length);
      for (let i = 0; i < length; i += 1) result[i] = ~(child[i] as number);
      // Positions past the snapshot's end stay clear.
      const tail = snapshot.size & 31;
      if (tail > 0) result[length - 1] = (result[length - 1] as number) & ((1 << tail) - 1);
      return result;
    }
    const [left, right] = await Promise.all([evaluate(db, node.left), evaluate(db, node.right)]);
    const result = new Uint32Array(length);
    if (node.kind === 'and')
      for (let i = 0; i < length; i += 1) result[i] = (left[i] as number) & (right[i] as number);
    else for (let i = 0; i < length; i += 1) result[i] = (left[i] as number) | (right[i] as number);
    return result;
  };
  const entry = (db: Executor, parsed: string) =>
    texts(parsed, async () => ({
      matches: await evaluate(db, parseTextQuery(parsed) ?? { kind: 'leaf', text: parsed }),
      ranks: new Map(),
    }));
  return {
    snapshot,
    parsed: new LruMap(PARSED_MAX),
    textMatches: async (db, parsed) => (await entry(db, parsed)).matches,
    async ranks(db, parsed, ids) {
      const { ranks } = await entry(db, parsed);
      const missing = ids.filter((id) => !ranks.has(id));
      if (missing.length > 0) {
        const result = (await db.execute(
          sql`select id, ts_rank_cd(search, ${parsed}::tsquery) as rank from vacancies where id = any(${`{${missing.join(',')}}`}::int[])`,
        )) as unknown as { rows: { id: number; rank: number | string }[] };
        for (const row of result.rows) ranks.set(Number(row.id), Number(row.rank));
      }
      return ranks;
    },
  };
}

/** What one word (or phrase) costs the database: its matches' ids (the bench EXPLAINs it, tests/bench/explain-bench.ts). */
export const textMatchStatement = (parsed: string) =>
  sql`select id from vacancies where search @@ ${parsed}::tsquery`;

async function bitsOf(db: Executor, snapshot: SearchSnapshot, parsed: string): Promise<Bits> {
  const result = (await db.execute(textMatchStatement(parsed))) as unknown as { rows: { id: number }[] };
  const bits = new Uint32Array((snapshot.size + 31) >>> 5);
  for (const row of result.rows) {
    const p = snapshot.positionOf.get(Number(row.id));
    if (p !== undefined) bits[p >>> 5] = (bits[p >>> 5] as number) | (1 << (p & 31));
  }
  return bits;
}

/**
 * One instance's snapshots (docs/decisions/065-search-in-memory.md): loaded when a request finds
 * the newest too old, in the background and never more than a fifth of the time, so a board that
 * is written to all the time is searched in the database as before, and one that is read is
 * searched in memory. A failed load is reported and tried again by a later request.
 */
export function createSearchSnapshots(
  db: Executor,
  /** The version of `vacancies` as the public list cache reads it (fresh-versions.ts). */
  readVersion: () => Promise<number>,
  onError: (error: unknown) => void,
): SearchSnapshots {
  let current: SnapshotView | null = null;
  let loading: Promise<SnapshotView> | null = null;
  let nextLoadAt = 0;

  function load(): Promise<SnapshotView> {
    loading ??= (async () => {
      const started = performance.now();
      try {
        // The version is read first: a write committing during the load makes the snapshot
        // newer than its label, which costs a reload, never a stale answer.
        const version = await readVersion();
        const view = viewOf(await loadSearchSnapshot(db, version));
        if (!current || current.snapshot.version <= version) current = view;
        return view;
      } finally {
        const took = performance.now() - started;
        nextLoadAt = performance.now() + took * LOAD_SHARE;
        loading = null;
      }
    })();
    return loading;
  }

  return {
    at(version) {
      if (current && current.snapshot.version >= version) return current;
      if (!loading && performance.now() >= nextLoadAt) load().catch(onError);
      return null;
    },
    refresh: load,
  };
}
