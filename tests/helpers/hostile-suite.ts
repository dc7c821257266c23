import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../src/shared/constants';
import { callerOf, type Endpoint } from './api-endpoints';
import { type Role, roleCookies, seedBoard, seedCatalogue } from './board-fixtures';
import { contractFieldNames } from './contract-fields';
import { listTables, snapshotTables, type TableSnapshot } from './db-snapshot';
import { TEST_BOT_TOKEN } from './telegram-init-data';
import { createClock, createTestApp } from './test-app';
import type { DatabaseTarget } from './test-database';

type HostileSuite = {
  database: DatabaseHandle;
  t: ReturnType<typeof createTestApp>;
  cookies: Record<Role, string>;
  tables: string[];
  /** Every field name the contracts know: the hostile bodies and queries fill them all. */
  fields: string[];
  /** The tables as the last request left them: a case compares with it, then moves it on. */
  last: TableSnapshot;
};

/**
 * The frame of the sweeps over every /api endpoint (tests/hostile/generated-input.db.test.ts,
 * control-characters.db.test.ts): a fresh database with the board and its catalogue, the app with
 * Telegram sign-in configured (so its endpoints are live too), a cookie per role and the tables'
 * first snapshot; closed after the suite. Read the fields inside tests.
 */
export function useHostileSuite(target: DatabaseTarget): HostileSuite {
  const suite = {} as HostileSuite;
  beforeAll(async () => {
    suite.database = await target.open();
    const clock = createClock();
    suite.t = createTestApp(suite.database, clock, undefined, {
      telegram: { botToken: TEST_BOT_TOKEN, maxAgeSeconds: 86_400 },
    });
    const board = await seedBoard(suite.database.db);
    await seedCatalogue(suite.database.db, board, clock.now());
    suite.cookies = await roleCookies(suite.database.db, board, clock.now());
    suite.tables = await listTables(suite.database.db);
    suite.fields = contractFieldNames();
    suite.last = await snapshotTables(suite.database.db, suite.tables);
  });
  afterAll(async () => {
    await suite.database?.close();
  });
  return suite;
}

/**
 * One raw request to `endpoint` at `url` (its path filled in, a query if any) as the caller it is
 * for: that role's cookie (none for a guest), the XHR header the /api guards ask for and, with a
 * body, the JSON content type and `bodyHeaders`.
 */
export async function sendAsCaller(
  suite: HostileSuite,
  endpoint: Endpoint,
  url: string,
  body: string | null,
  bodyHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { [XHR_HEADER]: XHR_HEADER_VALUE };
  const cookie = suite.cookies[callerOf(endpoint)];
  if (cookie) headers.cookie = cookie;
  if (body !== null) Object.assign(headers, { 'content-type': 'application/json' }, bodyHeaders);
  return suite.t.app.request(url, { method: endpoint.method, headers, ...(body === null ? {} : { body }) });
}
