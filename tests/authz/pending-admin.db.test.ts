import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSession } from '../../src/server/auth/sessions';
import type { DatabaseHandle } from '../../src/server/db/client';
import { adminSecondFactors, admins, rateLimits } from '../../src/server/db/schema';
import { markSessionPending } from '../../src/server/domain/two-factor/pending';
import { newTotpSecret } from '../../src/server/domain/two-factor/totp';
import { TEST_PASSWORD } from '../helpers/accounts';
import { signInitData, TEST_BOT_TOKEN } from '../helpers/telegram-init-data';
import { createTestApp } from '../helpers/test-app';
import { describeOnDatabases } from '../helpers/test-database';
import { uploadFile } from '../helpers/upload-fixtures';
import type { Expect, Row } from './cells';
import { MATRIX, routeKey } from './matrix';
import { seedWorld, type World } from './world';

const TELEGRAM = { botToken: TEST_BOT_TOKEN, maxAgeSeconds: 86_400 };

/**
 * The caller «admin with the password only» (decision 016): on the second-factor routes it is
 * let in; everywhere else it gets exactly what a guest gets — every admin or account action is
 * refused, public reads stay public.
 */
const ADMITTED: Record<string, number> = {
  'GET /api/two-factor/challenge/': 200,
  'POST /api/two-factor/totp/start/': 200,
  // Reaches the check: the code is wrong.
  'POST /api/two-factor/totp/confirm/': 400,
  // Reaches the check: no factor to verify yet, so enrol first.
  'POST /api/two-factor/verify/': 409,
  // Reaches the check: no bot in this app, so the bot cannot ask.
  'POST /api/two-factor/telegram/ask/': 409,
  'GET /api/two-factor/telegram/': 200,
  'POST /api/logout/': 200,
};

/**
 * The same caller from the Mini App (decision 016, «The Mini App»): an admin with a confirmed
 * TOTP factor whose tg-login opened a pending session, holding its bearer. It may verify only.
 */
const ADMITTED_MINI_APP: Record<string, number> = {
  'GET /api/two-factor/challenge/': 200,
  // The factor is confirmed: no second enrolment from a pending session.
  'POST /api/two-factor/totp/start/': 409,
  'POST /api/two-factor/totp/confirm/': 409,
  // Reaches the check: the code is wrong.
  'POST /api/two-factor/verify/': 400,
  'POST /api/two-factor/telegram/ask/': 409,
  'GET /api/two-factor/telegram/': 200,
  'POST /api/logout/': 200,
};

const ADMIN_TELEGRAM_ID = 777_000_016;

/** The Telegram an admin's sign-in by email inside the Mini App would link once the code is given. */
const LINK_TELEGRAM_ID = 777_000_055;

const statusOf = (expected: Expect) => (typeof expected === 'number' ? expected : expected.status);

type Caller = { cookie?: string; headers?: Record<string, string> };

async function pendingCookie(world: World): Promise<Caller> {
  const now = world.t.clock.now();
  const created = await createSession(world.db, { kind: 'admin', id: world.ids.admin }, now);
  await markSessionPending(world.db, created.handle, world.ids.admin, now);
  return { cookie: `sid=${created.credential}` };
}

/** Opens the Mini App as the linked admin: tg-login answers a pending bearer, not a session. */
async function pendingBearer(world: World): Promise<Caller> {
  const initData = signInitData({
    user: { id: ADMIN_TELEGRAM_ID, first_name: 'Анна' },
    authDate: world.t.clock.now(),
  });
  const login = await world.t.api('POST', '/api/tg-login/', { json: { initData, resume: true } });
  const data = (login.body as { data?: { secondFactor?: string; bearer?: string } }).data;
  if (login.status !== 200 || data?.secondFactor !== 'verify' || !data.bearer)
    throw new Error(`tg-login of the admin: ${login.status} ${login.text}`);
  return { headers: { authorization: `Bearer ${data.bearer}` } };
}

/**
 * The admin's sign-in by email and password inside the Mini App (issue 24, item 2): the pending
 * session carries the Telegram user it will link; the link waits for the code.
 */
async function pendingWithLink(world: World): Promise<Caller> {
  const [admin] = await world.db
    .select({ email: admins.email })
    .from(admins)
    .where(eq(admins.id, world.ids.admin));
  const initData = signInitData({
    user: { id: LINK_TELEGRAM_ID, first_name: 'Анна' },
    authDate: world.t.clock.now(),
  });
  const login = await world.t.api('POST', '/api/login/', {
    json: { email: admin?.email ?? '', password: TEST_PASSWORD, kind: 'admin', initData },
  });
  const data = (login.body as { data?: { secondFactor?: string; bearer?: string } }).data;
  if (login.status !== 200 || data?.secondFactor !== 'verify' || !data.bearer)
    throw new Error(`login of the admin inside the Mini App: ${login.status} ${login.text}`);
  return { headers: { authorization: `Bearer ${data.bearer}` } };
}

async function runCell(
  world: World,
  row: Row,
  caller: Caller,
  admitted: Record<string, number>,
  label: string,
): Promise<string | null> {
  const key = routeKey(row.method, row.route);
  const request = await row.request(world, 'guest');
  const answer = request.upload
    ? await uploadFile(
        world.t.app,
        caller.cookie ?? '',
        request.upload,
        { name: 'picture.png', bytes: world.png },
        caller.headers,
      )
    : await world.t.api(row.method, request.path, { ...caller, json: request.json });
  const guest = row.expect[0];
  if (guest === undefined) throw new Error(`${key}: no guest expectation`);
  const want = admitted[key] ?? statusOf(guest);
  const name = `${key}${row.about ? ` (${row.about})` : ''} × ${label}`;
  if (answer.status !== want) return `${name}: got ${answer.status}, expected ${want}`;
  if (admitted[key] !== undefined || typeof guest === 'number') return null;
  const problem = guest.check((answer.body as { data?: unknown } | null)?.data, world, 'guest');
  return problem ? `${name}: ${problem}` : null;
}

/**
 * Every row of the matrix, reads first. A refused request leaves the pending session as it was, so
 * one caller serves the refused rows; a row that is let in (logout, enrolment) may change it, and
 * the row after it gets a fresh caller.
 */
async function walkMatrix(
  world: World,
  open: (world: World) => Promise<Caller>,
  admitted: Record<string, number>,
  label: string,
): Promise<string[]> {
  for (const key of Object.keys(admitted)) {
    expect(
      MATRIX.some((row) => routeKey(row.method, row.route) === key),
      key,
    ).toBe(true);
  }
  const ordered = [
    ...MATRIX.filter((row) => row.method === 'GET'),
    ...MATRIX.filter((row) => row.method !== 'GET'),
  ];
  const failures: string[] = [];
  let caller: Caller | null = null;
  for (const row of ordered) {
    await world.db.delete(rateLimits);
    caller ??= await open(world);
    const failure = await runCell(world, row, caller, admitted, label);
    if (failure) failures.push(failure);
    if (admitted[routeKey(row.method, row.route)] !== undefined) caller = null;
  }
  return failures;
}

describeOnDatabases('authorisation: an admin with the password only (second factor pending)', (target) => {
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

  it('is refused everything but enrolment and verification, on every row of the matrix', async () => {
    const failures = await walkMatrix(world, pendingCookie, ADMITTED, 'admin with the password only');
    expect(failures).toEqual([]);
  }, 180_000);

  it('from the Mini App (initData only), is refused everything but verification, on every row', async () => {
    await world.db
      .update(admins)
      .set({ telegramUserId: ADMIN_TELEGRAM_ID })
      .where(eq(admins.id, world.ids.admin));
    const now = world.t.clock.now();
    // The walk above began an enrolment (unconfirmed); this admin has a confirmed factor instead.
    await world.db.delete(adminSecondFactors).where(eq(adminSecondFactors.adminId, world.ids.admin));
    await world.db.insert(adminSecondFactors).values({
      adminId: world.ids.admin,
      method: 'totp',
      totpSecret: newTotpSecret(),
      totpLastStep: null,
      createdAt: now,
      confirmedAt: now,
    });
    const failures = await walkMatrix(
      world,
      pendingBearer,
      ADMITTED_MINI_APP,
      'admin in the Mini App before the code',
    );
    expect(failures).toEqual([]);
  }, 180_000);

  it('signing in by password inside the Mini App links nothing and opens nothing before the code, on every row', async () => {
    await world.db.update(admins).set({ telegramUserId: null }).where(eq(admins.id, world.ids.admin));
    const failures = await walkMatrix(
      world,
      pendingWithLink,
      ADMITTED_MINI_APP,
      'admin signing in by password inside the Mini App',
    );
    expect(failures).toEqual([]);
    const linked = await world.db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.telegramUserId, LINK_TELEGRAM_ID));
    expect(linked).toEqual([]);
  }, 180_000);
});
