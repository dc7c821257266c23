import { verifyPassword } from '../../auth/passwords';
import { type RateLimitRule, takeAttempt } from '../../auth/rate-limit';
import type { DomainDeps } from '../deps';
import { type AccountRef, readPasswordHash } from './account-password';

/**
 * Wrong passwords of a signed-in account (the password change, linking Telegram) share one
 * counter, like failed sign-ins: a stolen session must not become a guessing oracle.
 */
export const PASSWORD_CHECK_LIMIT = { limit: 10, windowMs: 15 * 60_000 } as const satisfies RateLimitRule;

export type PasswordCheck =
  | { ok: true }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

/**
 * Checks the account's current password. The attempt is counted before argon2 runs, so no
 * parallel burst checks more than the limit (docs/decisions/013); a right password gives its
 * unit back.
 */
export async function confirmPassword(
  deps: DomainDeps,
  account: AccountRef,
  password: string,
): Promise<PasswordCheck> {
  const key = `password-check:${account.kind}:${account.id}`;
  const attempt = await takeAttempt(deps.db, [[key, PASSWORD_CHECK_LIMIT]], deps.now());
  if (!attempt.ok) return { ok: false, reason: 'rate-limited', retryAfterSeconds: attempt.retryAfterSeconds };
  const stored = await readPasswordHash(deps.db, account);
  if (!(await verifyPassword(stored, password))) return { ok: false, reason: 'wrong' };
  await attempt.release();
  return { ok: true };
}
