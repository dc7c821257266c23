import { clearRateLimit, hitRateLimit, type RateLimitRule } from '../../auth/rate-limit';
import type { Executor } from '../../db/client';

/**
 * Second-factor guesses per admin (docs/decisions/016): a 6-digit code with three valid steps
 * gives an attacker who holds the password 3 in 10^6 per guess; ten guesses per quarter hour
 * make that about 0.3 % a day. Counted before the code is checked, in one atomic upsert, so a
 * burst of any size gets at most `limit` codes checked.
 */
export const SECOND_FACTOR_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60_000 };

const keyOf = (adminId: number) => `second-factor:admin:${adminId}`;

type Attempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export async function countAttempt(db: Executor, adminId: number, now: Date): Promise<Attempt> {
  const state = await hitRateLimit(db, keyOf(adminId), SECOND_FACTOR_LIMIT, now);
  if (state.count <= SECOND_FACTOR_LIMIT.limit) return { allowed: true };
  const seconds = Math.max(1, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000));
  return { allowed: false, retryAfterSeconds: seconds };
}

export async function clearAttempts(db: Executor, adminId: number): Promise<void> {
  await clearRateLimit(db, keyOf(adminId));
}
