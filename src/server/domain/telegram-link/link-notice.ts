import { and, eq, isNull } from 'drizzle-orm';
import { paths } from '../../../shared/paths';
import { hashToken, randomToken } from '../../auth/tokens';
import type { Executor } from '../../db/client';
import { telegramLinkUndoTokens } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import type { TelegramUser } from '../../telegram/init-data';
import { findAccountById } from '../accounts/find-account';
import type { DomainDeps } from '../deps';
import type { AccountRef } from '../telegram/telegram-accounts';
import { linkNoticeMail } from './link-notice-mail';

/** The undo link lives two weeks: a notice may be read days later, and it must still work. */
export const UNDO_LINK_LIFETIME_MS = 14 * 24 * 3_600_000;

/**
 * Every new link (Login Widget, sign-in or registration inside Telegram) is told to the
 * account's email with a single-use undo link (docs/decisions/013). Stores the token (only its
 * SHA-256) and returns the letter; the caller sends it after answering. Null without a mailer.
 */
export async function prepareLinkNotice(
  deps: DomainDeps,
  account: AccountRef,
  user: TelegramUser,
  linkBase: string,
): Promise<MailMessage | null> {
  if (!deps.mailer) return null;
  const found = await findAccountById(deps.db, account.kind, account.id);
  if (!found) return null;
  const now = deps.now();
  const token = randomToken(32);
  await deps.db.transaction(async (tx) => {
    await voidUndoTokens(tx, account, now);
    await tx.insert(telegramLinkUndoTokens).values({
      tokenHash: hashToken(token),
      accountKind: account.kind,
      accountId: account.id,
      telegramUserId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + UNDO_LINK_LIFETIME_MS),
    });
  });
  // In the fragment, like the recovery link: it never reaches server or proxy logs.
  const link = `${linkBase}${paths.telegramUndo}#token=${token}`;
  return linkNoticeMail(found.email, user, link, UNDO_LINK_LIFETIME_MS / (24 * 3_600_000));
}

/** An account has one live undo link at most: the one for its current link. */
export async function voidUndoTokens(tx: Executor, account: AccountRef, now: Date): Promise<void> {
  await tx
    .update(telegramLinkUndoTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(telegramLinkUndoTokens.accountKind, account.kind),
        eq(telegramLinkUndoTokens.accountId, account.id),
        isNull(telegramLinkUndoTokens.usedAt),
      ),
    );
}
