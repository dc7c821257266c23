import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { type DatabaseLoad, statementKind, type TimingHook } from './query-timing';

/**
 * The embedded database on its own thread (docs/decisions/031-pglite-worker-thread.md): this side
 * forwards Drizzle's statements to src/server/db/pglite-worker.mjs and resolves their answers.
 * It offers the two methods of PGlite that drizzle-orm/pglite calls — `query` and `transaction` —
 * so Drizzle, the migrator and `tx` passed down work unchanged.
 */

type QueryOptions = { rowMode?: 'array' | 'object' };
type QueryResult = { rows: unknown[]; affectedRows?: number; fields: { name: string; dataTypeID: number }[] };
type Request =
  | { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorFields };
type ErrorFields = { message: string } & Record<string, unknown>;

/** The part of PGlite's interface Drizzle uses on a transaction's connection. */
type Queryable = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
};

export type PgliteThread = {
  /** Stands in for a PGlite instance in drizzle-orm/pglite. */
  readonly client: PGlite;
  /** One connection: busy while a request is out, the rest wait in the thread's queue. */
  load(): DatabaseLoad;
  close(): Promise<void>;
};

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/** A PGlite error as the worker copied it: an Error with PostgreSQL's fields (code, constraint …). */
function errorFrom(fields: ErrorFields): Error {
  const { message, name, ...rest } = fields;
  const error = new Error(message);
  if (typeof name === 'string') error.name = name;
  return Object.assign(error, rest);
}

/**
 * What the thread opens: PGlite's data directory, or (null) a database in memory — empty, or the
 * copy of a `dumpDataDir()` tarball when `loadDataDir` is given (tests, docs/decisions/047-test-databases-from-templates.md).
 */
type PgliteSource = { dataDir: string } | { dataDir: null; loadDataDir?: Uint8Array };

/** `timing`: hears each request's time, queue included (the thread runs one at a time). */
export async function startPgliteThread(source: PgliteSource, timing?: TimingHook): Promise<PgliteThread> {
  // The tarball is copied to the thread; the caller's bytes can be dropped once this returns.
  const worker = new Worker(workerUrl, { workerData: source });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let gone: Error | null = null;
  // Only a request in flight keeps the process alive: an idle database never holds it open.
  worker.unref();

  const settleAll = (error: Error) => {
    gone = error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) waiter.resolve(reply.value);
    else waiter.reject(errorFrom(reply.error));
  });
  worker.on('error', (error) => settleAll(error));
  worker.on('exit', (code) => settleAll(new Error(`the database thread stopped (exit code ${code})`)));

  function call(request: Request): Promise<unknown> {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    const sent = new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      if (pending.size === 1) worker.ref();
      worker.postMessage({ id, ...request });
    });
    return timing && request.op !== 'close' ? timed(sent, request) : sent;
  }

  function timed(sent: Promise<unknown>, request: Request): Promise<unknown> {
    const started = performance.now();
    const kind = request.op === 'query' ? statementKind(request.sql) : 'transaction';
    const report = (failed: boolean) =>
      timing?.report({ kind, seconds: (performance.now() - started) / 1000, failed });
    return sent.then(
      (value) => {
        report(false);
        return value;
      },
      (error: unknown) => {
        report(true);
        throw error;
      },
    );
  }

  const queryOn =
    (tx: number | undefined) =>
    async (sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult> =>
      (await call({
        op: 'query',
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        ...(tx === undefined ? {} : { tx }),
      })) as QueryResult;

  const client = {
    query: queryOn(undefined),
    async transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = (await call({ op: 'begin' })) as number;
      let result: T;
      try {
        result = await callback({ query: queryOn(tx) });
      } catch (error) {
        // The callback's error is the one to report; a failed rollback only means the thread is gone.
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
  };

  // Opening the database (and a bad data directory) shows here, not at the first request.
  try {
    await client.query('select 1');
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  let closing: Promise<void> | null = null;
  return {
    client: client as unknown as PGlite,
    load() {
      const out = pending.size;
      return { open: gone ? 0 : 1, idle: out === 0 && !gone ? 1 : 0, waiting: Math.max(0, out - 1), max: 1 };
    },
    close() {
      closing ??= (async () => {
        try {
          if (!gone) await call({ op: 'close' });
        } finally {
          await worker.terminate();
        }
      })();
      return closing;
    },
  };
}
