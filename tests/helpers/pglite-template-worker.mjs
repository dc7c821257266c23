// @ts-check
/**
 * Makes the run's migrated embedded databases (tests/helpers/database-templates.ts,
 * docs/decisions/047-test-databases-from-templates.md) on a thread of its own, so PGlite's memory
 * goes with the thread instead of staying in the test runner's process for the whole run.
 * Plain JavaScript: a worker thread starts without vitest's TypeScript loader.
 *
 * workerData: { migrationsFolder, dump, dataDir }. Writes `dump`, a `dumpDataDir()` tarball of a
 * migrated database, and `dataDir`, the same database as a data directory on disk; then exits.
 */
import { writeFileSync } from 'node:fs';
import { workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** @type {{ migrationsFolder: string, dump: string, dataDir: string }} */
const { migrationsFolder, dump, dataDir } = workerData;

// Made in memory: PGlite's initdb is several times slower writing to a directory on disk.
const memory = await PGlite.create();
let tarball;
try {
  await migrate(drizzle(memory), { migrationsFolder });
  tarball = await memory.dumpDataDir('gzip');
} finally {
  await memory.close();
}
writeFileSync(dump, new Uint8Array(await tarball.arrayBuffer()));

// The directory a server process copies: the same database, unpacked from the tarball.
const disk = await PGlite.create(dataDir, { loadDataDir: tarball });
await disk.close();
