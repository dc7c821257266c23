import { and, eq, ne } from 'drizzle-orm';
import type { ChangePasswordRequest } from '../../../shared/contract/password.contract';
import { hashPassword } from '../../auth/passwords';
import { sessions } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { endTelegramLinkAfterPasswordChange } from '../telegram/telegram-accounts';
import { type AccountRef, writePasswordHash } from './account-password';
import { confirmPassword, PASSWORD_CHECK_LIMIT } from './confirm-password';

/** Wrong current passwords count like failed sign-ins: a stolen session must not become a guessing oracle. */
export const CHANGE_PASSWORD_LIMIT = PASSWORD_CHECK_LIMIT;

type ChangePasswordResult =
  | { ok: true }
  | { ok: false; reason: 'wrong-current' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

/**
 * The signed-in change (/api/student/changePass/, /api/company/changePass/): the current
 * password proves it is the owner; afterwards every other session of the account ends
 * (ASVS 7.4.3) and the one making the change stays. The Telegram link ends too unless the
 * change is made from a session of that very Telegram user (docs/decisions/013).
 */
export async function changePassword(
  deps: DomainDeps,
  input: ChangePasswordRequest & {
    account: AccountRef;
    sessionId: string;
    sessionTelegramUserId: number | null;
  },
): Promise<ChangePasswordResult> {
  const check = await confirmPassword(deps, input.account, input.currentPassword);
  if (!check.ok && check.reason === 'rate-limited') return check;
  if (!check.ok) return { ok: false, reason: 'wrong-current' };
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
    await endTelegramLinkAfterPasswordChange(tx, input.account, input.sessionTelegramUserId);
  });
  return { ok: true };
}
