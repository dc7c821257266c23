import { and, eq, ne } from 'drizzle-orm';
import type { ChangePasswordRequest } from '../../../shared/contract/password';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { clearRateLimit, hitRateLimit, peekRateLimit, type RateLimitRule } from '../../auth/rate-limit';
import { sessions } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type AccountRef, readPasswordHash, writePasswordHash } from './account-password';

/** Wrong current passwords count like failed sign-ins: a stolen session must not become a guessing oracle. */
export const CHANGE_PASSWORD_LIMIT = { limit: 10, windowMs: 15 * 60_000 } as const satisfies RateLimitRule;

export type ChangePasswordResult =
  | { ok: true }
  | { ok: false; reason: 'wrong-current' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

/**
 * The signed-in change (/api/student/changePass/, /api/company/changePass/): the current
 * password proves it is the owner; afterwards every other session of the account ends
 * (ASVS 7.4.3) and the one making the change stays.
 */
export async function changePassword(
  deps: DomainDeps,
  input: ChangePasswordRequest & { account: AccountRef; sessionId: string },
): Promise<ChangePasswordResult> {
  const now = deps.now();
  const key = `change-password:${input.account.kind}:${input.account.id}`;
  const state = await peekRateLimit(deps.db, key, CHANGE_PASSWORD_LIMIT, now);
  if (state.count >= CHANGE_PASSWORD_LIMIT.limit) {
    const seconds = Math.max(1, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000));
    return { ok: false, reason: 'rate-limited', retryAfterSeconds: seconds };
  }
  const stored = await readPasswordHash(deps.db, input.account);
  if (!(await verifyPassword(stored, input.currentPassword))) {
    await hitRateLimit(deps.db, key, CHANGE_PASSWORD_LIMIT, now);
    return { ok: false, reason: 'wrong-current' };
  }
  await clearRateLimit(deps.db, key);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await writePasswordHash(tx, input.account, passwordHash);
    await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.accountKind, input.account.kind),
          eq(sessions.accountId, input.account.id),
          ne(sessions.id, input.sessionId),
        ),
      );
  });
  return { ok: true };
}
