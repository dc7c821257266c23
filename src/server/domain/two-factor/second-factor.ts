/**
 * Enrolling and passing the admin's second factor from a pending session (docs/decisions/016).
 * An admin with a confirmed factor can only verify it here: replacing it takes a reset by
 * another admin, so a stolen password never lets anyone enrol their own authenticator.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { type TotpEnrolment, twoFactorMessages } from '../../../shared/contract/two-factor';
import { adminSecondFactors, admins } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainFailure, type DomainResult, failure, invalid, success } from '../result';
import { clearAttempts, countAttempt } from './attempts';
import { claimTotpStep, confirmedFactor } from './factor';
import { type PendingRecord, type UpgradedSession, upgradePendingSession } from './pending';
import { consumeRecoveryCode, issueRecoveryCodes } from './recovery-codes';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';

export const TOTP_ISSUER = 'Карьера';

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
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    const confirmed = await tx
      .update(adminSecondFactors)
      .set({ confirmedAt: now, totpLastStep: step })
      .where(and(eq(adminSecondFactors.adminId, pending.adminId), isNull(adminSecondFactors.confirmedAt)))
      .returning({ adminId: adminSecondFactors.adminId });
    return confirmed.length > 0 ? issueRecoveryCodes(tx, pending.adminId) : null;
  });
  if (!recoveryCodes) return failure('conflict', twoFactorMessages.alreadyEnrolled);
  return finish(deps, pending, recoveryCodes);
}

/** A code from the app, or a recovery code (used up). */
export async function verifySecondFactor(
  deps: DomainDeps,
  pending: PendingRecord,
  code: string,
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
    if (step === null || !(await claimTotpStep(deps.db, pending.adminId, step))) return wrongCode();
    return finish(deps, pending);
  }
  if (!(await consumeRecoveryCode(deps.db, pending.adminId, code, now))) return wrongCode();
  return finish(deps, pending);
}

export async function finish(
  deps: DomainDeps,
  pending: PendingRecord,
  recoveryCodes?: string[],
): Promise<PassResult> {
  await clearAttempts(deps.db, pending.adminId);
  const upgraded = await upgradePendingSession(deps, pending);
  if (!upgraded) return expired();
  return { ok: true, upgraded, ...(recoveryCodes ? { recoveryCodes } : {}) };
}
