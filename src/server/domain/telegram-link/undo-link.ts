import { and, eq, gt, isNull } from 'drizzle-orm';
import { deleteAccountSessions } from '../../auth/sessions';
import { hashToken } from '../../auth/tokens';
import { telegramLinkUndoTokens } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { unlinkTelegramUser } from '../telegram/telegram-accounts';

type UndoLinkResult = { ok: true } | { ok: false; reason: 'invalid-token' };

/**
 * POST /api/telegram/undo/ `{ token }` (anyone holding the mailed link, no sign-in): unlinks the
 * Telegram user the notice named — if it is still the one linked — and ends every session of
 * the account, since whoever linked it held one (docs/decisions/013). Single use.
 */
export async function undoTelegramLink(deps: DomainDeps, token: string): Promise<UndoLinkResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(telegramLinkUndoTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(telegramLinkUndoTokens.tokenHash, hashToken(token)),
          isNull(telegramLinkUndoTokens.usedAt),
          gt(telegramLinkUndoTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!claimed) return { ok: false, reason: 'invalid-token' } as const;
    const account = { kind: claimed.accountKind, id: claimed.accountId };
    // Only that Telegram user: a link made since (by the owner, with the password) stays.
    await unlinkTelegramUser(tx, account, claimed.telegramUserId);
    await deleteAccountSessions(tx, account);
    return { ok: true } as const;
  });
}
