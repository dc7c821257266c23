import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedAccounts } from '../../../../tests/helpers/accounts';
import { createClock } from '../../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import { twoFactorMessages } from '../../../shared/contract/two-factor.contract';
import { createSession, deleteSession } from '../../auth/sessions';
import type { DatabaseHandle } from '../../db/client';
import { adminRecoveryCodes, adminSecondFactors, rateLimits, sessions } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { markSessionPending, type PendingRecord } from './pending';
import { issueRecoveryCodes, unusedRecoveryCodes } from './recovery-codes';
import { confirmTotpEnrolment, verifySecondFactor } from './second-factor';
import { newTotpSecret, totpCode, totpStep } from './totp';

/** Where a link's notice would point; no pending session here carries a Telegram user. */
const LINK_BASE = 'http://localhost';

/**
 * Passing the second factor spends a proof (a recovery code) or makes one (a confirmed factor
 * and its recovery codes) in the transaction that opens the full session (docs/decisions/016).
 * When the pending session is gone by then — a logout in another tab, a racing verification —
 * nothing of the proof may stay: no code used up, no factor confirmed with codes nobody saw.
 */
describeOnDatabases('the second factor commits with the session it opens', (target) => {
  let database: DatabaseHandle;
  let deps: DomainDeps;
  let adminId: number;

  beforeAll(async () => {
    database = await target.open();
    adminId = (await seedAccounts(database.db)).admin.id;
    deps = { db: database.db, now: createClock().now };
  });
  beforeEach(async () => {
    await database.db.delete(sessions);
    await database.db.delete(rateLimits);
    await database.db.delete(adminRecoveryCodes);
    await database.db.delete(adminSecondFactors);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** The admin's pending session after the password, as the request pipeline hands it over. */
  const pendingSession = async (): Promise<PendingRecord> => {
    const opened = await createSession(database.db, { kind: 'admin', id: adminId }, deps.now());
    await markSessionPending(database.db, opened.handle, adminId, deps.now());
    return {
      sessionId: opened.handle,
      adminId,
      expiresAt: new Date(deps.now().getTime() + 600_000),
      telegramChallengeId: null,
      telegramAnswer: null,
    };
  };
  const factor = async () =>
    (await database.db.select().from(adminSecondFactors).where(eq(adminSecondFactors.adminId, adminId)))[0];
  const expired = { ok: false, reason: 'forbidden', message: twoFactorMessages.notPending };

  it('an enrolment whose pending session ended confirms nothing and issues no codes', async () => {
    const secret = newTotpSecret();
    await database.db
      .insert(adminSecondFactors)
      .values({ adminId, method: 'totp', totpSecret: secret, createdAt: deps.now(), confirmedAt: null });
    const code = totpCode(secret, totpStep(deps.now()));
    const gone = await pendingSession();
    await deleteSession(database.db, gone.sessionId);
    expect(await confirmTotpEnrolment(deps, gone, code, LINK_BASE)).toEqual(expired);
    expect((await factor())?.confirmedAt).toBeNull();
    expect(await unusedRecoveryCodes(database.db, adminId)).toBe(0);

    // The same code from a live pending session: confirmed, codes shown, a full session.
    const passed = await confirmTotpEnrolment(deps, await pendingSession(), code, LINK_BASE);
    expect(passed.ok && passed.recoveryCodes).toHaveLength(10);
    expect((await factor())?.confirmedAt).not.toBeNull();
    expect(await unusedRecoveryCodes(database.db, adminId)).toBe(10);
  });

  it('a recovery code given to an ended pending session stays unused', async () => {
    await database.db.insert(adminSecondFactors).values({
      adminId,
      method: 'totp',
      totpSecret: newTotpSecret(),
      createdAt: deps.now(),
      confirmedAt: deps.now(),
    });
    const [code] = await issueRecoveryCodes(database.db, adminId);
    if (!code) throw new Error('no recovery code issued');
    const gone = await pendingSession();
    await deleteSession(database.db, gone.sessionId);
    expect(await verifySecondFactor(deps, gone, code, LINK_BASE)).toEqual(expired);
    expect(await unusedRecoveryCodes(database.db, adminId)).toBe(10);

    const passed = await verifySecondFactor(deps, await pendingSession(), code, LINK_BASE);
    expect(passed.ok).toBe(true);
    expect(await unusedRecoveryCodes(database.db, adminId)).toBe(9);
  });
});
