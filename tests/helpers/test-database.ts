import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { testEnv } from './test-env';

export type DatabaseTarget = {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated database opened in this process. */
  open(): Promise<DatabaseHandle>;
  /** A fresh, empty database for a server process: the environment it needs and a cleanup. */
  provision(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>;
};

/**
 * A fresh, migrated database on PostgreSQL: its own database per call, dropped on close, so
 * suites running at once never see each other's rows.
 */
async function createPostgresDatabase(baseUrl: string) {
  const name = `jb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function openFreshPostgres(baseUrl: string): Promise<DatabaseHandle> {
  const created = await createPostgresDatabase(baseUrl);
  const handle = await openDatabase({ kind: 'postgres', url: created.url, max: 4 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

function postgresTarget(baseUrl: string): DatabaseTarget {
  return {
    name: 'postgres',
    open: () => openFreshPostgres(baseUrl),
    async provision() {
      const created = await createPostgresDatabase(baseUrl);
      return { env: { DATABASE_URL: created.url }, cleanup: created.drop };
    },
  };
}

const pgliteTarget: DatabaseTarget = {
  name: 'pglite',
  async open() {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
    return handle;
  },
  async provision() {
    const dir = mkdtempSync(join(tmpdir(), 'jb-data-'));
    return { env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  },
};

/**
 * Runs a suite on PGlite and on PostgreSQL. PostgreSQL needs TEST_DATABASE_URL: without it the
 * PostgreSQL half is skipped on a developer machine and fails in CI (CI=true), never silently.
 */
function describeOnDatabasesImpl(title: string, suite: (target: DatabaseTarget) => void): void {
  describe(`${title} [pglite]`, () => suite(pgliteTarget));
  const url = testEnv.databaseUrl;
  if (url) {
    describe(`${title} [postgres]`, () => suite(postgresTarget(url)));
  } else if (testEnv.ci) {
    describe(`${title} [postgres]`, () => {
      it('has a PostgreSQL to run on', () => {
        expect.fail('CI must set TEST_DATABASE_URL: the PostgreSQL suites may not be skipped in CI.');
      });
    });
  } else {
    // Needs PostgreSQL (TEST_DATABASE_URL); skipped outside CI on machines without it.
    describe.skipIf(true)(`${title} [postgres] — needs TEST_DATABASE_URL`, () => {
      it('runs with TEST_DATABASE_URL set', () => {});
    });
  }
}

/** Needs Chromium: skipped outside CI on machines without it (in CI a missing one fails the run). */
function skippedForChromium(title: string): void {
  describe.skipIf(true)(`${title} — needs Chromium`, () => it('runs with chromium installed', () => {}));
}

/** Runs a suite on PGlite and on PostgreSQL (see describeOnDatabasesImpl). */
export const describeOnDatabases = Object.assign(describeOnDatabasesImpl, {
  /** The whole suite needs something else too (Chromium): `skip` when it is missing outside CI. */
  skipIf(skip: boolean) {
    return (title: string, suite: (target: DatabaseTarget) => void): void => {
      if (skip) skippedForChromium(title);
      else describeOnDatabasesImpl(title, suite);
    };
  },
});

/**
 * Runs a suite on one database, where the database is not its subject (browser journeys, keyboard
 * paths, generated hostile input, the demo seed): PostgreSQL when TEST_DATABASE_URL is set (as in
 * CI), PGlite otherwise. SQL itself is tested on both by `describeOnDatabases`.
 */
function describeOnDatabaseImpl(title: string, suite: (target: DatabaseTarget) => void): void {
  const url = testEnv.databaseUrl;
  if (url) describe(`${title} [postgres]`, () => suite(postgresTarget(url)));
  else describe(`${title} [pglite]`, () => suite(pgliteTarget));
}

/** Runs a suite on one database (see describeOnDatabaseImpl). */
export const describeOnDatabase = Object.assign(describeOnDatabaseImpl, {
  /** The whole suite needs something else too (Chromium): `skip` when it is missing outside CI. */
  skipIf(skip: boolean) {
    return (title: string, suite: (target: DatabaseTarget) => void): void => {
      if (skip) skippedForChromium(title);
      else describeOnDatabaseImpl(title, suite);
    };
  },
});
