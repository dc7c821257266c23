import type { LoginRequest, SessionData } from '../../../shared/contract/auth';
import { verifyPassword } from '../../auth/passwords';
import { type RateLimitRule, takeAttempt } from '../../auth/rate-limit';
import { createSession } from '../../auth/sessions';
import { findAccountByEmail } from '../accounts/find-account';
import type { DomainDeps } from '../deps';
import { markSessionPending } from '../two-factor/pending';

/**
 * Brute-force limits (ASVS 6.1.1, 6.3.1; ASVS 4 2.2.1 allows at most 100 failures an hour per
 * account): failed attempts are counted per account and per client address.
 */
export const LOGIN_LIMITS = {
  perAccount: { limit: 10, windowMs: 15 * 60_000 },
  perAddress: { limit: 50, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

export type SignInResult =
  | {
      ok: true;
      session: SessionData;
      credential: string;
      expiresAt: Date;
      /** An admin's session waits for the second factor (docs/decisions/016). */
      secondFactorPending: boolean;
    }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

export async function signIn(
  deps: DomainDeps,
  input: LoginRequest & { address: string },
): Promise<SignInResult> {
  const now = deps.now();
  // Counted before the password is checked (docs/decisions/013): a parallel burst cannot get
  // more guesses checked than the limit; a success gives its unit back.
  const attempt = await takeAttempt(
    deps.db,
    [
      [`login:account:${input.kind}:${input.email}`, LOGIN_LIMITS.perAccount],
      [`login:address:${input.address}`, LOGIN_LIMITS.perAddress],
    ],
    now,
  );
  if (!attempt.ok) return { ok: false, reason: 'rate-limited', retryAfterSeconds: attempt.retryAfterSeconds };

  const account = await findAccountByEmail(deps.db, input.kind, input.email);
  const valid = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !valid) return { ok: false, reason: 'invalid' };

  await attempt.release();
  const created = await createSession(deps.db, account, now);
  const secondFactorPending = account.kind === 'admin';
  if (secondFactorPending) await markSessionPending(deps.db, created.handle, account.id, now);
  const { passwordHash: _secret, ...publicAccount } = account;
  return {
    ok: true,
    session: { kind: account.kind, token: created.handle, account: publicAccount },
    credential: created.credential,
    expiresAt: created.expiresAt,
    secondFactorPending,
  };
}
