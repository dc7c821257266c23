import type { Executor } from '../db/client';
import { cacheVersions } from '../db/schema';
import { CACHE_AREAS, type CacheArea, onCacheVersionsBumped } from './cache-versions';

type Versions = Readonly<Record<CacheArea, number>>;

/**
 * Reads the committed versions of every area, batching concurrent callers without ever serving
 * one a read that began before it asked. A caller either starts a read (none is running) or
 * waits for the read queued behind the running one — and that queued read starts only after the
 * running one ends, so after the caller arrived. Whatever was committed before a request came
 * in is therefore seen by it; under load, one database read serves every request that arrived
 * during the previous one instead of each paying its own.
 */
export function createFreshVersionReader(db: Executor): () => Promise<Versions> {
  let running: Promise<Versions> | null = null;
  let queued: Promise<Versions> | null = null;

  function start(): Promise<Versions> {
    const read = readAllVersions(db).finally(() => {
      if (running === read) running = null;
    });
    running = read;
    return read;
  }

  return function read(): Promise<Versions> {
    if (running === null) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}

/**
 * Versions kept in memory, for a database this process alone writes: the embedded database,
 * whose directory lock admits one process. Read once, then moved by this process's own bumps.
 * A bump happens inside the write's transaction, and PGlite's single connection makes every
 * other query wait for that transaction to end, so a list computed under the new version always
 * sees the committed write. A rolled-back bump only costs one needless recomputation.
 */
export function createSingleWriterVersionReader(db: Executor): () => Promise<Versions> {
  let versions: Record<CacheArea, number> | null = null;
  const pendingBumps: CacheArea[] = [];
  let loading: Promise<Versions> | null = null;
  onCacheVersionsBumped((areas) => {
    if (versions) for (const area of areas) versions[area] += 1;
    else pendingBumps.push(...areas);
  });
  return () => {
    if (versions) return Promise.resolve(versions);
    loading ??= readAllVersions(db).then((read) => {
      // Bumps heard while the first read ran may or may not be in it: count them again to be
      // sure the version moved (a higher number than the database's only forces a recompute).
      const loaded = { ...read };
      for (const area of pendingBumps) loaded[area] += 1;
      versions = loaded;
      return loaded;
    });
    return loading;
  };
}

async function readAllVersions(db: Executor): Promise<Record<CacheArea, number>> {
  const rows = await db.select().from(cacheVersions);
  const versions = Object.fromEntries(CACHE_AREAS.map((area) => [area, 0])) as Record<CacheArea, number>;
  for (const row of rows) {
    if ((CACHE_AREAS as readonly string[]).includes(row.area)) versions[row.area as CacheArea] = row.version;
  }
  return versions;
}
