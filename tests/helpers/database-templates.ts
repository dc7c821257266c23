import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../../src/server/db/client';
import { testEnv } from './test-env';

/**
 * Migrated databases made once per test run, which every suite copies instead of migrating its own
 * (docs/decisions/047-test-databases-from-templates.md). A vitest globalSetup of the `db` and
 * `journey` projects (vite.config.ts); tests/helpers/test-database.ts reads the locations with
 * `inject('databaseTemplates')`.
 */
export type DatabaseTemplates = {
  /** A `dumpDataDir()` tarball of the migrated embedded database: an in-memory PGlite starts from it. */
  pgliteDump: string;
  /** A migrated PGlite data directory, copied to DATA_DIR/pgdata for a server process. */
  pgliteDataDir: string;
  /** The migrated PostgreSQL database copied by `create database … template`; null without TEST_DATABASE_URL. */
  postgresTemplate: string | null;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent when the run has no such globalSetup: the suites then migrate their own databases. */
    databaseTemplates?: DatabaseTemplates;
  }
}

type Made = { templates: DatabaseTemplates; remove(): Promise<void> };

/** The embedded database, made on a thread that ends with it (tests/helpers/pglite-template-worker.mjs). */
async function makePglite(dir: string): Promise<Pick<DatabaseTemplates, 'pgliteDump' | 'pgliteDataDir'>> {
  const made = { pgliteDump: join(dir, 'pgdata.tar.gz'), pgliteDataDir: join(dir, 'pgdata') };
  const worker = new Worker(new URL('./pglite-template-worker.mjs', import.meta.url), {
    workerData: { migrationsFolder, dump: made.pgliteDump, dataDir: made.pgliteDataDir },
  });
  await new Promise<void>((resolve, reject) => {
    worker.on('error', reject);
    worker.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the PGlite template thread stopped (exit code ${code})`)),
    );
  });
  return made;
}

async function onAdmin<T>(baseUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A uniquely named, migrated PostgreSQL database that nobody may connect to: `create database …
 * template` refuses a template another session is connected to, and with connections off no
 * session (nor autovacuum) can be.
 */
async function makePostgres(baseUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `jb_template_${randomBytes(6).toString('hex')}`;
  const drop = () =>
    onAdmin(baseUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => {});
  await onAdmin(baseUrl, (admin) => admin.query(`create database ${name}`));
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), max: 1 });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    await onAdmin(baseUrl, (admin) => admin.query(`alter database ${name} with allow_connections false`));
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

async function makeTemplates(): Promise<Made> {
  const dir = mkdtempSync(join(tmpdir(), 'jb-templates-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  try {
    const url = testEnv.databaseUrl;
    // One after the other: on 2 cores the two would only slow each other down.
    const pglite = await makePglite(dir);
    const postgres = url ? await makePostgres(url) : null;
    return {
      templates: { ...pglite, postgresTemplate: postgres?.name ?? null },
      async remove() {
        removeDir();
        await postgres?.drop();
      },
    };
  } catch (error) {
    removeDir();
    throw error;
  }
}

/**
 * Both projects of one run share the templates: the first setup makes them, the last teardown
 * removes them (vitest sets every project up before any test, and tears them all down at the end).
 */
const SHARED = Symbol.for('job-board.database-templates');
type Shared = { made: Promise<Made>; users: number };
const store = globalThis as typeof globalThis & { [SHARED]?: Shared };

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = store[SHARED] ?? { made: makeTemplates(), users: 0 };
  store[SHARED] = shared;
  shared.users += 1;
  try {
    project.provide('databaseTemplates', (await shared.made).templates);
  } catch (error) {
    shared.users -= 1;
    if (shared.users === 0) delete store[SHARED];
    throw error;
  }
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete store[SHARED];
    await (await shared.made).remove();
  };
}
