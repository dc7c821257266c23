import { sql } from 'drizzle-orm';
import { LruMap } from '../../cache/lru';
import type { Executor } from '../../db/client';
import { loadSearchSnapshot, type SearchSnapshot } from './search-snapshot';
import { parseTextQuery, type TextQuery } from './text-query';
import { CLASS_WEIGHTS, rankedWords, wordClassSql } from './text-rank';

/** One bit a position: what a search text, or one of its words, matches in one snapshot. */
type Bits = Uint32Array;

/** One word's matches in one snapshot, and the parts of the vacancy it is in (text-rank.ts). */
type Word = { matches: Bits; title: Bits; tagsOrRequirements: Bits; description: Bits };

/**
 * A snapshot with what its searches learned: parsed texts and their words' matches. All of it is
 * as old as the snapshot and dropped with it.
 */
export type SnapshotView = {
  readonly snapshot: SearchSnapshot;
  /** The parsed text (vacancy-filters.ts `parseSearch`) of a raw one, once per snapshot. */
  readonly parsed: LruMap<string, string | null>;
  /** The positions a parsed text matches; each of its words is asked of the database once. */
  textMatches(db: Executor, parsed: string): Promise<Bits>;
  /** The relevance (text-rank.ts) of these vacancies for the parsed text, by id. */
  relevance(db: Executor, parsed: string, ids: readonly number[]): Promise<Map<number, number>>;
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

/** Words and texts kept per snapshot: four bitsets a word, one bit a vacancy each (43 kB at 85 000 listed). */
const WORDS_MAX = 1_000;
const TEXTS_MAX = 500;
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

const has = (bits: Bits, p: number) => (((bits[p >>> 5] as number) >>> (p & 31)) & 1) === 1;

function viewOf(snapshot: SearchSnapshot): SnapshotView {
  const words = remembered<Word>(WORDS_MAX);
  const texts = remembered<Bits>(TEXTS_MAX);
  const length = (snapshot.size + 31) >>> 5;
  const wordOf = (db: Executor, text: string) => words(text, () => readWord(db, snapshot, text));
  const evaluate = async (db: Executor, node: TextQuery): Promise<Bits> => {
    if (node.kind === 'leaf') return (await wordOf(db, node.text)).matches;
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
  return {
    snapshot,
    parsed: new LruMap(PARSED_MAX),
    textMatches: (db, parsed) =>
      texts(parsed, () => evaluate(db, parseTextQuery(parsed) ?? { kind: 'leaf', text: parsed })),
    async relevance(db, parsed, ids) {
      const counted = await Promise.all(rankedWords(parsed).map((text) => wordOf(db, text)));
      const relevance = new Map<number, number>();
      for (const id of ids) {
        const p = snapshot.positionOf.get(id);
        let sum = 0;
        if (p !== undefined)
          for (const word of counted) {
            if (!has(word.matches, p)) continue;
            const part = has(word.title, p)
              ? 3
              : has(word.tagsOrRequirements, p)
                ? 2
                : has(word.description, p)
                  ? 1
                  : 0;
            sum += CLASS_WEIGHTS[part];
          }
        relevance.set(id, sum);
      }
      return relevance;
    },
  };
}

/**
 * What one word (or phrase) costs the database, once per snapshot: its matches and the part of
 * each it is in (the bench EXPLAINs it, tests/bench/explain-bench.ts).
 */
export const wordStatement = (word: string) =>
  sql`select id, ${wordClassSql(word)} as part from vacancies where search @@ ${word}::tsquery`;

async function readWord(db: Executor, snapshot: SearchSnapshot, word: string): Promise<Word> {
  const result = (await db.execute(wordStatement(word))) as unknown as {
    rows: { id: number; part: number }[];
  };
  const length = (snapshot.size + 31) >>> 5;
  const read: Word = {
    matches: new Uint32Array(length),
    title: new Uint32Array(length),
    tagsOrRequirements: new Uint32Array(length),
    description: new Uint32Array(length),
  };
  const parts = [null, read.description, read.tagsOrRequirements, read.title];
  for (const row of result.rows) {
    const p = snapshot.positionOf.get(Number(row.id));
    if (p === undefined) continue;
    const bit = 1 << (p & 31);
    read.matches[p >>> 5] = (read.matches[p >>> 5] as number) | bit;
    const part = parts[Number(row.part)];
    if (part) part[p >>> 5] = (part[p >>> 5] as number) | bit;
  }
  return read;
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
