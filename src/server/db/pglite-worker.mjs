// @ts-check
/**
 * The embedded database's own thread (docs/decisions/031-pglite-worker-thread.md): PGlite's WASM
 * runs here, so a query never blocks the event loop that serves HTTP. Plain JavaScript on purpose:
 * a worker thread starts without the TypeScript loader of tsx or vitest.
 *
 * Messages from the main thread (pglite-thread.ts), each answered with { id, ok, value | error }:
 * - { id, op: 'query', sql, params, rowMode, tx? }  a statement; inside transaction `tx` when given;
 * - { id, op: 'begin' }                             opens a transaction, answers its number;
 * - { id, op: 'end', tx, commit }                   commits or rolls back transaction `tx`;
 * - { id, op: 'close' }                             closes the database.
 * PGlite runs a query outside a transaction only when no transaction is open, so statements of
 * other requests wait for a transaction to end, as they do on the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

/** Drizzle's own parsers for PGlite (drizzle-orm/pglite/session): dates stay text for Drizzle. */
const keep = (/** @type {string} */ value) => value;
const parsers = {
  [types.TIMESTAMP]: keep,
  [types.TIMESTAMPTZ]: keep,
  [types.INTERVAL]: keep,
  [types.DATE]: keep,
  1231: keep, // numeric[]
  1115: keep, // timestamp[]
  1185: keep, // timestamptz[]
  1187: keep, // interval[]
  1182: keep, // date[]
};

/** @type {string | null} */
const dataDir = workerData?.dataDir ?? null;
/** In memory only: a tarball of PGlite's dumpDataDir() to start from (the tests' migrated copy). */
/** @type {Uint8Array | null} */
const loadDataDir = workerData?.loadDataDir ?? null;
const ready =
  dataDir !== null
    ? PGlite.create(dataDir)
    : loadDataDir !== null
      ? PGlite.create({ loadDataDir: new Blob([loadDataDir]) })
      : PGlite.create();

/** @typedef {{ query: PGlite['query'], rollback?: () => Promise<void> }} Queryable */
/** @type {Map<number, { handle: Queryable | null, finish: (commit: boolean) => void, done: Promise<void> }>} */
const transactions = new Map();
let nextTransaction = 1;

/** What survives the copy to the main thread: the message and PostgreSQL's fields (code …). */
function plainError(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error))
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
}

/**
 * Opens a transaction held open until its 'end': PGlite keeps every other statement waiting.
 * @param {PGlite} db @param {number} id
 */
function begin(db, id) {
  const tx = nextTransaction++;
  /** @type {(commit: boolean) => void} */
  let finish = () => {};
  const decided = new Promise((resolve) => {
    finish = resolve;
  });
  /** @type {{ handle: Queryable | null, finish: (commit: boolean) => void, done: Promise<void> }} */
  const entry = { handle: null, finish, done: Promise.resolve() };
  transactions.set(tx, entry);
  entry.done = db
    .transaction(async (handle) => {
      entry.handle = handle;
      port.postMessage({ id, ok: true, value: tx });
      if (!(await decided)) await handle.rollback();
    })
    .finally(() => transactions.delete(tx));
  entry.done.catch((/** @type {unknown} */ error) => {
    // Failed before it opened: the main thread still waits for 'begin' to answer.
    if (entry.handle === null) port.postMessage({ id, ok: false, error: plainError(error) });
  });
}

/** @param {PGlite} db @param {any} message */
async function answer(db, message) {
  switch (message.op) {
    case 'query': {
      const target = message.tx === undefined ? db : transactions.get(message.tx)?.handle;
      if (!target) throw new Error(`transaction ${message.tx} is not open`);
      const result = await target.query(message.sql, message.params, {
        rowMode: message.rowMode,
        parsers,
      });
      return { rows: result.rows, affectedRows: result.affectedRows, fields: result.fields };
    }
    case 'end': {
      const open = transactions.get(message.tx);
      if (!open) throw new Error(`transaction ${message.tx} is not open`);
      open.finish(message.commit);
      await open.done;
      return null;
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

port.on('message', async (/** @type {any} */ message) => {
  let db;
  try {
    db = await ready;
  } catch (error) {
    port.postMessage({ id: message.id, ok: false, error: plainError(error) });
    return;
  }
  if (message.op === 'begin') {
    begin(db, message.id);
    return;
  }
  try {
    port.postMessage({ id: message.id, ok: true, value: await answer(db, message) });
  } catch (error) {
    port.postMessage({ id: message.id, ok: false, error: plainError(error) });
  }
});
