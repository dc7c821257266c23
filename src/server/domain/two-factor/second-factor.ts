/**
 * Enrolling and passing the admin's second factor from a pending session (docs/decisions/016).
 * An admin with a confirmed factor can only verify it here: replacing it takes a reset by
 * another admin, so a stolen password never lets anyone enrol their own authenticator.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { type TotpEnrolment, twoFactorMessages } from '../../../shared/contract/two-factor.contract';
import type { Executor } from '../../db/client';
import { adminSecondFactors, admins } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainFailure, type DomainResult, failure, invalid, success } from '../result';
import { clearAttempts, countAttempt } from './attempts';
import { claimTotpStep, confirmedFactor } from './factor';
import { type PendingRecord, type UpgradedSession, upgradePendingSession } from './pending';
import { consumeRecoveryCode, issueRecoveryCodes } from './recovery-codes';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';

const TOTP_ISSUER = 'Карьера';

export type PassResult =
  | { ok: true; upgraded: UpgradedSession; recoveryCodes?: string[] }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }
  | DomainFailure;

const expired = () => failure('forbidden', twoFactorMessages.notPending);
const wrongCode = () => invalid({ code: twoFactorMessages.codeInvalid });

/** A new secret for the authenticator app; starting again replaces an unconfirmed one. */
export async function startTotpEnrolment(
  deps: DomainDeps,
  pending: PendingRecord,
): Promise<DomainResult<TotpEnrolment>> {
  if (await confirmedFactor(deps.db, pending.adminId))
    return failure('conflict', twoFactorMessages.alreadyEnrolled);
  const [admin] = await deps.db
    .select({ email: admins.email })
    .from(admins)
    .where(eq(admins.id, pending.adminId));
  if (!admin) return expired();
  const secret = newTotpSecret();
  const row = {
    method: 'totp' as const,
    totpSecret: secret,
    totpLastStep: null,
    createdAt: deps.now(),
    confirmedAt: null,
  };
  // Only an unconfirmed row is overwritten: a factor confirmed meanwhile stays.
  const written = await deps.db
    .insert(adminSecondFactors)
    .values({ adminId: pending.adminId, ...row })
    .onConflictDoUpdate({
      target: adminSecondFactors.adminId,
      set: row,
      where: isNull(adminSecondFactors.confirmedAt),
    })
    .returning({ adminId: adminSecondFactors.adminId });
  if (written.length === 0) return failure('conflict', twoFactorMessages.alreadyEnrolled);
  return success({ secret, uri: otpauthUri(secret, admin.email, TOTP_ISSUER) });
}

/** The first code from the app confirms the enrolment; recovery codes come back once. */
export async function confirmTotpEnrolment(
  deps: DomainDeps,
  pending: PendingRecord,
  code: string,
  linkBase: string,
): Promise<PassResult> {
  const now = deps.now();
  const attempt = await countAttempt(deps.db, pending.adminId, now);
  if (!attempt.allowed)
    return { ok: false, reason: 'rate-limited', retryAfterSeconds: attempt.retryAfterSeconds };
  const [row] = await deps.db
    .select()
    .from(adminSecondFactors)
    .where(and(eq(adminSecondFactors.adminId, pending.adminId), eq(adminSecondFactors.method, 'totp')));
  if (row?.confirmedAt) return failure('conflict', twoFactorMessages.alreadyEnrolled);
  if (!row?.totpSecret) return failure('conflict', twoFactorMessages.notEnrolling);
  const step = matchTotp(row.totpSecret, code, now, row.totpLastStep);
  if (step === null) return wrongCode();
  return finish(deps, pending, linkBase, async (tx) => {
    const confirmed = await tx
      .update(adminSecondFactors)
      .set({ confirmedAt: now, totpLastStep: step })
      .where(and(eq(adminSecondFactors.adminId, pending.adminId), isNull(adminSecondFactors.confirmedAt)))
      .returning({ adminId: adminSecondFactors.adminId });
    if (confirmed.length === 0) return failure('conflict', twoFactorMessages.alreadyEnrolled);
    return { ok: true, recoveryCodes: await issueRecoveryCodes(tx, pending.adminId) };
  });
}

/** A code from the app, or a recovery code (used up). */
export async function verifySecondFactor(
  deps: DomainDeps,
  pending: PendingRecord,
  code: string,
  linkBase: string,
): Promise<PassResult> {
  const now = deps.now();
  const attempt = await countAttempt(deps.db, pending.adminId, now);
  if (!attempt.allowed)
    return { ok: false, reason: 'rate-limited', retryAfterSeconds: attempt.retryAfterSeconds };
  const factor = await confirmedFactor(deps.db, pending.adminId);
  if (!factor) return failure('conflict', twoFactorMessages.notEnrolling);
  if (/^\d{6}$/.test(code)) {
    if (factor.method !== 'totp' || !factor.totpSecret) return wrongCode();
    const step = matchTotp(factor.totpSecret, code, now, factor.totpLastStep);
    if (step === null) return wrongCode();
    return finish(deps, pending, linkBase, async (tx) =>
      (await claimTotpStep(tx, pending.adminId, step)) ? { ok: true } : wrongCode(),
    );
  }
  return finish(deps, pending, linkBase, async (tx) =>
    (await consumeRecoveryCode(tx, pending.adminId, code, now)) ? { ok: true } : wrongCode(),
  );
}

/** What passing spends (a code, a step) or makes (a confirmed factor and its recovery codes). */
type Proof = (tx: Executor) => Promise<{ ok: true; recoveryCodes?: string[] } | DomainFailure>;

/** Carries a refusal out of the transaction, which it rolls back. */
class Refused extends Error {
  constructor(readonly result: DomainFailure) {
    super('second factor refused');
  }
}

/**
 * The proof and the full session that replaces the pending one commit in one transaction: a
 * recovery code is never used up, nor a factor confirmed with recovery codes nobody was shown,
 * unless the admin gets the session (a logout or a racing verification in between ends the
 * pending session; then nothing of the proof stays).
 */
export async function finish(
  deps: DomainDeps,
  pending: PendingRecord,
  linkBase: string,
  prove?: Proof,
): Promise<PassResult> {
  try {
    const passed = await deps.db.transaction(async (tx) => {
      const proof = prove ? await prove(tx) : { ok: true as const };
      if (!proof.ok) throw new Refused(proof);
      const upgraded = await upgradePendingSession(deps, tx, pending, linkBase);
      if (!upgraded) throw new Refused(expired());
      return {
        ok: true as const,
        upgraded,
        ...(proof.recoveryCodes ? { recoveryCodes: proof.recoveryCodes } : {}),
      };
    });
    await clearAttempts(deps.db, pending.adminId);
    return passed;
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}
