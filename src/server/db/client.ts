import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { tightenTrees } from '../private-files';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import { type PgliteThread, startPgliteThread } from './pglite-thread';
import { timePoolQueries } from './pool-timing';
import { createTimingHook, type DatabaseLoad, type QueryTimingListener } from './query-timing';
import * as schema from './schema';

/**
 * The two databases of docs/design.md#the-shape behind one Drizzle type: PGlite in DATA_DIR by default,
 * a node-postgres pool when DATABASE_URL is set.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A handle that can run inside a transaction: pass `tx` down, never the global db (PGlite has one connection). */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type DatabaseHandle = {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Database;
  /** Runs the migrations folder; on PostgreSQL under an advisory lock (several instances may start at once). */
  migrate(): Promise<void>;
  /**
   * Hears every statement this handle sends (transactions' too): tests count the queries of an
   * endpoint with it (tests/helpers/query-counter.ts). Returns the unsubscribe function.
   */
  onQuery(listener: QueryListener): () => void;
  /** Hears each statement's time once it is answered (src/server/metrics/, docs/decisions/037-metrics.md). */
  onQueryTimed(listener: QueryTimingListener): () => void;
  /** The pool's connections and waiters at this moment. */
  load(): DatabaseLoad;
  close(): Promise<void>;
};

type QueryListener = (sql: string) => void;

/** Drizzle's logger as the handle's query hook: one call per statement sent. */
function queryHook(): { logger: Logger; onQuery(listener: QueryListener): () => void } {
  const listeners = new Set<QueryListener>();
  return {
    logger: {
      logQuery(query) {
        for (const listener of listeners) listener(query);
      },
    },
    onQuery(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type DatabaseOptions =
  | {
      kind: 'pglite';
      /** null: in memory (tests). */
      dataDir: string | null;
      /**
       * In memory only: start as a copy of this `dumpDataDir()` tarball instead of an empty database
       * (the tests' migrated copy, docs/decisions/047-test-databases-from-templates.md).
       */
      loadDataDir?: Uint8Array;
    }
  | { kind: 'postgres'; url: string; max?: number };

/** The migrations this code runs (the release build copies them beside the bundle, scripts/build.mjs). */
export const migrationsFolder = resolve(import.meta.dirname, 'migrations');
/** An arbitrary constant both sides agree on: the key of the migration advisory lock. */
const MIGRATION_LOCK_KEY = 727_100_2;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir, options.loadDataDir)
    : openPostgres(options.url, options.max);
}

async function openPglite(dataDir: string | null, loadDataDir?: Uint8Array): Promise<DatabaseHandle> {
  let lock: DataDirLock | null = null;
  let thread: PgliteThread;
  const timing = createTimingHook();
  if (dataDir === null) {
    thread = await startPgliteThread({ dataDir: null, loadDataDir }, timing);
  } else {
    if (loadDataDir) throw new Error('loadDataDir is for a database in memory (dataDir: null)');
    lock = await lockDataDir(dataDir);
    try {
      const pgdata = join(resolve(dataDir), 'pgdata');
      mkdirSync(pgdata, { recursive: true, mode: 0o700 });
      thread = await startPgliteThread({ dataDir: pgdata }, timing);
      // PGlite writes its files with modes of its own (0666 and 0644, whatever the umask): once
      // it has started, none is left to group or other (src/server/private-files.ts).
      tightenTrees([dataDir]);
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const hook = queryHook();
  const db = drizzlePglite(thread.client, { schema, logger: hook.logger }) as unknown as Database;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    async migrate() {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzlePglite(thread.client, { schema }), { migrationsFolder });
    },
    onQuery: hook.onQuery,
    onQueryTimed: timing.onTimed,
    load: () => thread.load(),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await thread.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string, max = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client's network error must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const timing = createTimingHook();
  timePoolQueries(pool, timing);
  const probe = await pool.connect();
  probe.release();
  const hook = queryHook();
  const db = drizzlePg(pool, { schema, logger: hook.logger }) as unknown as Database;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    async migrate() {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrate(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    onQuery: hook.onQuery,
    onQueryTimed: timing.onTimed,
    load: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
