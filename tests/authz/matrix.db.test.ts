import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { rateLimits } from '../../src/server/db/schema';
import type { EndpointShape } from '../../src/shared/contract/endpoint';
import { ENDPOINTS, endpointKey } from '../../src/shared/contract/endpoints';
import { TEST_BOT_TOKEN } from '../helpers/telegram-init-data';
import { createTestApp } from '../helpers/test-app';
import { describeOnDatabases } from '../helpers/test-database';
import { uploadFile } from '../helpers/upload-fixtures';
import type { Expect, Row } from './cells';
import { CALLERS, type Caller, MATRIX, routeKey } from './matrix';
import { seedWorld, type World } from './world';

const TELEGRAM = { botToken: TEST_BOT_TOKEN, maxAgeSeconds: 86_400 };

const statusOf = (expected: Expect) => (typeof expected === 'number' ? expected : expected.status);
const cellName = (row: Row, caller: Caller) =>
  `${routeKey(row.method, row.route)}${row.about ? ` (${row.about})` : ''} × ${caller}`;

/** The /api routes the app really serves (middleware and the JSON 404 are `ALL` entries). */
function apiRoutes(app: ReturnType<typeof createTestApp>['app']): string[] {
  const keys = app.routes
    .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
    .map((route) => routeKey(route.method, route.path));
  return [...new Set(keys)];
}

/** One cell against the app: a fresh session for the caller, no rate-limit history, a known object. */
async function runCell(world: World, row: Row, caller: Caller, expected: Expect): Promise<string | null> {
  await world.db.delete(rateLimits);
  const request = await row.request(world, caller);
  const cookie = await world.cookie(caller);
  const answer = request.upload
    ? await uploadFile(world.t.app, cookie, request.upload, { name: 'picture.png', bytes: world.png })
    : await world.t.api(row.method, request.path, { cookie, json: request.json });
  const want = statusOf(expected);
  if (answer.status !== want) {
    const message = (answer.body as { message?: unknown } | null)?.message;
    return `${cellName(row, caller)}: got ${answer.status}, expected ${want}${message ? ` («${String(message)}»)` : ''}`;
  }
  if (typeof expected === 'number') return null;
  const problem = expected.check((answer.body as { data?: unknown } | null)?.data, world, caller);
  return problem ? `${cellName(row, caller)}: ${problem}` : null;
}

const KIND_OF: Record<Caller, 'guest' | 'student' | 'company' | 'admin'> = {
  guest: 'guest',
  studentPending: 'student',
  studentApproved: 'student',
  studentDenied: 'student',
  companyPending: 'company',
  companyOwner: 'company',
  companyOther: 'company',
  admin: 'admin',
};

/**
 * What the declaration's access (src/shared/contract/endpoint.ts) promises, against the row: a
 * guest gets 401 wherever an account is required, and a kind the declaration does not list gets 403.
 */
function accessProblems(declaration: EndpointShape, row: Row): string[] {
  const { access } = declaration;
  if (access === 'public' || access === 'second-factor') return [];
  const problems: string[] = [];
  for (const [index, caller] of CALLERS.entries()) {
    const expected = row.expect[index];
    const want = statusOf(expected ?? 0);
    const kind = KIND_OF[caller];
    const refused = kind === 'guest' ? 401 : access !== 'signed-in' && !access.includes(kind) ? 403 : null;
    if (refused !== null && want !== refused) {
      problems.push(
        `${cellName(row, caller)}: the declaration refuses it with ${refused}, the row expects ${want}`,
      );
    }
  }
  return problems;
}

describeOnDatabases('authorisation matrix', (target) => {
  let database: DatabaseHandle;
  let world: World;

  beforeAll(async () => {
    database = await target.open();
    const t = createTestApp(database, undefined, undefined, { telegram: TELEGRAM });
    world = await seedWorld(t, database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('has a row for every /api route, and no row for a route that is gone', () => {
    const covered = new Set(MATRIX.map((row) => routeKey(row.method, row.route)));
    expect(apiRoutes(world.t.app).length, 'the app lists its /api routes').toBeGreaterThan(40);
    const missing = apiRoutes(world.t.app).filter((key) => !covered.has(key));
    const served = new Set(world.t.app.routes.map((route) => routeKey(route.method, route.path)));
    const stale = [...covered].filter((key) => !served.has(key));
    expect(missing.map((key) => `no row in tests/authz/matrix.ts for ${key}`)).toEqual([]);
    expect(stale.map((key) => `a row for ${key}, which the app does not serve`)).toEqual([]);
  });

  it('has a row for every declaration, and each row obeys its declared access', () => {
    const rows = new Map<string, Row[]>();
    for (const row of MATRIX)
      rows.set(routeKey(row.method, row.route), [...(rows.get(routeKey(row.method, row.route)) ?? []), row]);
    const problems: string[] = [];
    for (const declaration of ENDPOINTS) {
      const found = rows.get(endpointKey(declaration));
      if (!found)
        problems.push(`no row in tests/authz/matrix.ts for the declaration ${endpointKey(declaration)}`);
      for (const row of found ?? []) problems.push(...accessProblems(declaration, row));
    }
    expect(problems).toEqual([]);
  });

  it('answers every cell as the table says', async () => {
    const started = performance.now();
    // Reads first, against the seeded state; writes consume fresh objects their rows make.
    const ordered = [
      ...MATRIX.filter((row) => row.method === 'GET'),
      ...MATRIX.filter((row) => row.method !== 'GET'),
    ];
    const failures: string[] = [];
    let checks = 0;
    for (const row of ordered) {
      for (const [index, caller] of CALLERS.entries()) {
        const expected = row.expect[index];
        if (expected === undefined) throw new Error(`${cellName(row, caller)}: no expectation`);
        const failure = await runCell(world, row, caller, expected);
        checks += 1;
        if (failure) failures.push(failure);
      }
    }
    const endpoints = new Set(MATRIX.map((row) => routeKey(row.method, row.route))).size;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `authorisation matrix [${target.name}]: ${MATRIX.length} rows (${endpoints} endpoints) × ` +
        `${CALLERS.length} callers = ${checks} checks, ${failures.length} failed, ${seconds} s`,
    );
    expect(failures).toEqual([]);
  }, 180_000);
});
