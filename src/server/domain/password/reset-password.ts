import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ResetPasswordRequest } from '../../../shared/contract/password.contract';
import { hashPassword } from '../../auth/passwords';
import { deleteAccountSessions } from '../../auth/sessions';
import { hashToken } from '../../auth/tokens';
import { passwordResets } from '../../db/schema';
import { findAccountById } from '../accounts/find-account';
import { unlockSignIn } from '../auth/sign-in';
import type { DomainDeps } from '../deps';
import { endTelegramLinkAfterPasswordChange } from '../telegram/telegram-accounts';
import { writePasswordHash } from './account-password';

type ResetPasswordResult = { ok: true } | { ok: false; reason: 'invalid-token' };

const liveToken = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/**
 * POST /api/changePass/: the new password from a recovery link. The link is single use (ASVS
 * 6.5.1) and expires; using it ends every session of the account (ASVS 7.4.3), since whoever
 * held them may be the reason for the reset, and lifts the sign-in limits of the account.
 */
export async function resetPassword(
  deps: DomainDeps,
  input: ResetPasswordRequest,
): Promise<ResetPasswordResult> {
  const now = deps.now();
  const tokenHash = hashToken(input.token);
  // A cheap look first: invalid tokens must not buy an argon2 computation each.
  const [known] = await deps.db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(liveToken(tokenHash, now));
  if (!known) return { ok: false, reason: 'invalid-token' };
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    // Claiming is the atomic step: of two requests with one token, only one gets the row.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(liveToken(tokenHash, now))
      .returning({ kind: passwordResets.accountKind, id: passwordResets.accountId });
    if (!claimed) return { ok: false, reason: 'invalid-token' } as const;
    const written = await writePasswordHash(tx, claimed, passwordHash);
    if (!written) return { ok: false, reason: 'invalid-token' } as const;
    await deleteAccountSessions(tx, claimed);
    // The link proved the mailbox: failed sign-ins no longer hold the account (docs/decisions/056).
    const account = await findAccountById(tx, claimed.kind, claimed.id);
    if (account) await unlockSignIn(tx, claimed.kind === 'admin' ? 'admin' : 'user', account.email);
    // Whoever held a session may also have linked their Telegram: the link ends (docs/decisions/013).
    await endTelegramLinkAfterPasswordChange(tx, claimed, null);
    return { ok: true } as const;
  });
}
