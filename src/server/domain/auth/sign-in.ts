import type { LoginRequest, SessionData } from '../../../shared/contract/auth';
import { verifyPassword } from '../../auth/passwords';
import { clearRateLimit, hitRateLimit, peekRateLimit, type RateLimitRule } from '../../auth/rate-limit';
import { createSession } from '../../auth/sessions';
import { findAccountByEmail } from '../accounts/find-account';
import type { DomainDeps } from '../deps';

/**
 * Brute-force limits (ASVS 6.1.1, 6.3.1; ASVS 4 2.2.1 allows at most 100 failures an hour per
 * account): failed attempts are counted per account and per client address.
 */
export const LOGIN_LIMITS = {
  perAccount: { limit: 10, windowMs: 15 * 60_000 },
  perAddress: { limit: 50, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

export type SignInResult =
  | { ok: true; session: SessionData; credential: string; expiresAt: Date }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

export async function signIn(
  deps: DomainDeps,
  input: LoginRequest & { address: string },
): Promise<SignInResult> {
  const now = deps.now();
  const accountKey = `login:account:${input.kind}:${input.email}`;
  const addressKey = `login:address:${input.address}`;
  for (const [key, rule] of [
    [accountKey, LOGIN_LIMITS.perAccount],
    [addressKey, LOGIN_LIMITS.perAddress],
  ] as const) {
    const state = await peekRateLimit(deps.db, key, rule, now);
    if (state.count >= rule.limit) {
      return { ok: false, reason: 'rate-limited', retryAfterSeconds: secondsUntil(state.resetAt, now) };
    }
  }

  const account = await findAccountByEmail(deps.db, input.kind, input.email);
  const valid = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !valid) {
    await hitRateLimit(deps.db, accountKey, LOGIN_LIMITS.perAccount, now);
    await hitRateLimit(deps.db, addressKey, LOGIN_LIMITS.perAddress, now);
    return { ok: false, reason: 'invalid' };
  }

  await clearRateLimit(deps.db, accountKey);
  const created = await createSession(deps.db, account, now);
  const { passwordHash: _secret, ...publicAccount } = account;
  return {
    ok: true,
    session: { kind: account.kind, token: created.handle, account: publicAccount },
    credential: created.credential,
    expiresAt: created.expiresAt,
  };
}

function secondsUntil(moment: Date, now: Date): number {
  return Math.max(1, Math.ceil((moment.getTime() - now.getTime()) / 1000));
}
