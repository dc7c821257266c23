import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import type { DatabaseTemplates } from './database-templates';
import { testEnv } from './test-env';

export type DatabaseTarget = {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated database opened in this process. */
  open(): Promise<DatabaseHandle>;
  /**
   * A fresh database for a server process: the environment it needs and a cleanup. Migrated when
   * the run made templates (the server's migration at start then finds nothing to do).
   */
  provision(options?: ProvisionOptions): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>;
};

/** `empty`: no schema at all, whatever the run made (the target of a restore). */
type ProvisionOptions = { empty?: boolean };

/**
 * The run's migrated databases (tests/helpers/database-templates.ts, a globalSetup of the `db` and
 * `journey` projects); undefined when the run has none, and every database is migrated as before.
 */
const templates = (): DatabaseTemplates | undefined => inject('databaseTemplates');

/** `create database … template` refuses a template with a session on it (PostgreSQL's 55006). */
const OBJECT_IN_USE = '55006';

/**
 * Creates `name`, as a copy of `template` when given. Several suites copy the template at once,
 * which PostgreSQL allows; a session connected to it would make a copy fail after PostgreSQL's own
 * 5-second wait. The template takes no connections (database-templates.ts), and the refusal is
 * retried briefly all the same.
 */
async function createDatabase(admin: pg.Client, name: string, template: string | null): Promise<void> {
  const statement = template
    ? `create database ${admin.escapeIdentifier(name)} template ${admin.escapeIdentifier(template)}`
    : `create database ${admin.escapeIdentifier(name)}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(statement);
      return;
    } catch (error) {
      const inUse = (error as { code?: unknown }).code === OBJECT_IN_USE;
      if (!template || !inUse || attempt >= 5) throw error;
      await sleep(200 * attempt);
    }
  }
}

/**
 * A fresh database on PostgreSQL: its own database per call, dropped on close, so suites running at
 * once never see each other's rows. A copy of `template` (migrated) when given, else empty.
 */
async function createPostgresDatabase(baseUrl: string, template: string | null) {
  const name = `jb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await createDatabase(admin, name, template);
  } finally {
    await admin.end();
  }
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

async function openFreshPostgres(baseUrl: string, template: string | null): Promise<DatabaseHandle> {
  const created = await createPostgresDatabase(baseUrl, template);
  const handle = await openDatabase({ kind: 'postgres', url: created.url, max: 4 });
  if (!template) await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

function postgresTarget(baseUrl: string): DatabaseTarget {
  const template = templates()?.postgresTemplate ?? null;
  return {
    name: 'postgres',
    open: () => openFreshPostgres(baseUrl, template),
    async provision(options = {}) {
      const created = await createPostgresDatabase(baseUrl, options.empty ? null : template);
      return { env: { DATABASE_URL: created.url }, cleanup: created.drop };
    },
  };
}

function pgliteTarget(): DatabaseTarget {
  const made = templates();
  return {
    name: 'pglite',
    async open() {
      // The tarball is read per database and handed to its thread: nothing of it stays here.
      if (made)
        return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: await readFile(made.pgliteDump) });
      const handle = await openDatabase({ kind: 'pglite', dataDir: null });
      await handle.migrate();
      return handle;
    },
    async provision(options = {}) {
      const dir = mkdtempSync(join(tmpdir(), 'jb-data-'));
      if (made && !options.empty) await cp(made.pgliteDataDir, join(dir, 'pgdata'), { recursive: true });
      return { env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  };
}

/**
 * Runs a suite on PGlite and on PostgreSQL. PostgreSQL needs TEST_DATABASE_URL: without it the
 * PostgreSQL half is skipped on a developer machine and fails in CI (CI=true), never silently.
 */
function describeOnDatabasesImpl(title: string, suite: (target: DatabaseTarget) => void): void {
  describe(`${title} [pglite]`, () => suite(pgliteTarget()));
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
  else describe(`${title} [pglite]`, () => suite(pgliteTarget()));
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
