import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Executor } from '../db/client';
import type { CacheArea } from './cache-versions';
import { createFreshVersionReader, createSingleWriterVersionReader } from './fresh-versions';
import { LruMap } from './lru';

/** A serialised envelope, ready to send as it is; gzip is made once, on first demand. */
export type CachedAnswer = {
  readonly version: number;
  /** When it was computed (ms): see PUBLIC_LIST_MAX_AGE_MS. */
  readonly builtAt: number;
  readonly json: string;
  readonly etag: string;
  gzip: Uint8Array<ArrayBuffer> | null;
};

export type PublicListCache = {
  /**
   * The `{ success: true, data }` answer for `key` in `area`: from memory while the area's
   * committed version is the one it was computed under, otherwise computed afresh.
   */
  answer(area: CacheArea, key: string, compute: (version: number) => Promise<unknown>): Promise<CachedAnswer>;
  /** The committed version of an area as this cache reads it (batched: fresh-versions.ts). */
  version(area: CacheArea): Promise<number>;
  /**
   * Whether an answer for `key` is kept and young enough to be served (its version is not read:
   * one a write made stale still counts). Lets a route treat misses apart, e.g. rate-limit them.
   */
  holds(area: CacheArea, key: string): boolean;
  readonly size: number;
};

export const PUBLIC_LIST_CACHE_ENTRIES = 500;

/**
 * A vacancy leaves the public lists when its closing date passes (vacancy-visibility.ts), and no
 * write bumps a version for that: an entry is therefore trusted for one minute at most.
 */
const PUBLIC_LIST_MAX_AGE_MS = 60_000;

/**
 * Public list answers are the same for every caller, so each instance keeps them in memory and
 * trusts an entry only while `cache_versions` (read for every request, batched: fresh-versions.ts)
 * still holds the version it was built under. Writes bump the version in their own transaction,
 * so no instance can serve a list older than the last committed write.
 *
 * The version is read BEFORE the list is computed: a write committing in between makes the entry
 * newer than its version says, which only costs one needless recomputation, never staleness.
 */
export function createPublicListCache(
  db: Executor,
  maxEntries = PUBLIC_LIST_CACHE_ENTRIES,
  /** True for the embedded database: this process is its only writer (fresh-versions.ts). */
  singleWriter = false,
  /** The clock that ages entries (the app's, so tests can move it). */
  now: () => Date = () => new Date(),
): PublicListCache {
  const entries = new LruMap<string, CachedAnswer>(maxEntries);
  // Concurrent misses for one key and version share one computation (no stampede on a bump).
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  const readVersions = singleWriter ? createSingleWriterVersionReader(db) : createFreshVersionReader(db);

  async function answer(area: CacheArea, key: string, compute: (version: number) => Promise<unknown>) {
    const version = (await readVersions())[area];
    const entryKey = `${area}\u0000${key}`;
    const cached = entries.get(entryKey);
    const startedAt = now().getTime();
    if (cached && cached.version === version && startedAt - cached.builtAt < PUBLIC_LIST_MAX_AGE_MS)
      return cached;

    const flightKey = `${entryKey}\u0000${version}`;
    const pending = inFlight.get(flightKey);
    if (pending) return pending;
    const computing = (async () => {
      const json = JSON.stringify({ success: true, data: await compute(version) });
      const fresh: CachedAnswer = { version, builtAt: startedAt, json, etag: etagOf(json), gzip: null };
      const current = entries.get(entryKey);
      if (
        !current ||
        current.version < version ||
        (current.version === version && current.builtAt <= startedAt)
      )
        entries.set(entryKey, fresh);
      return fresh;
    })().finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, computing);
    return computing;
  }

  function holds(area: CacheArea, key: string): boolean {
    const cached = entries.peek(`${area}\u0000${key}`);
    return cached !== undefined && now().getTime() - cached.builtAt < PUBLIC_LIST_MAX_AGE_MS;
  }

  return {
    answer,
    holds,
    version: async (area) => (await readVersions())[area],
    get size() {
      return entries.size;
    },
  };
}

/**
 * A weak validator from the bytes themselves: unlike a version number it stays right when a bump
 * changed nothing in this list (the client still gets 304) or when a database is recreated.
 */
function etagOf(json: string): string {
  return `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
}

/** Gzip of the answer, made once per entry: compressing per request would dominate a cache hit. */
export function gzipOf(answer: CachedAnswer): Uint8Array<ArrayBuffer> {
  answer.gzip ??= gzipSync(answer.json);
  return answer.gzip;
}
