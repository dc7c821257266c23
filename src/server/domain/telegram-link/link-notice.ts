import { and, eq, isNull } from 'drizzle-orm';
import { paths } from '../../../shared/paths';
import { hashToken, randomToken } from '../../auth/tokens';
import type { Executor } from '../../db/client';
import { telegramLinkUndoTokens } from '../../db/schema';
import type { TelegramUser } from '../../telegram/init-data';
import { findAccountById } from '../accounts/find-account';
import type { DomainDeps } from '../deps';
import { enqueueMail } from '../outbox/enqueue';
import { type AccountRef, linkTelegramUser } from '../telegram/telegram-accounts';
import { linkNoticeMail } from './link-notice-mail';

/** The undo link lives two weeks: a notice may be read days later, and it must still work. */
const UNDO_LINK_LIFETIME_MS = 14 * 24 * 3_600_000;

/** A Telegram user to link, and the address the notice's undo link starts with (PUBLIC_URL). */
export type NewLink = { user: TelegramUser; linkBase: string };

/**
 * Every new link (Login Widget, sign-in or registration inside Telegram) is told to the
 * account's email with a single-use undo link (docs/decisions/013). Stores the token (only its
 * SHA-256) and queues the letter inside the caller's transaction, the one that makes the link
 * (docs/decisions/022-durable-outbox.md): a link is never committed without its notice.
 * Answers whether a letter was queued (none without a mail transport).
 */
async function queueLinkNotice(
  deps: DomainDeps,
  tx: Executor,
  account: AccountRef,
  user: TelegramUser,
  linkBase: string,
): Promise<boolean> {
  if (!deps.mailer) return false;
  const found = await findAccountById(tx, account.kind, account.id);
  if (!found) return false;
  const now = deps.now();
  const token = randomToken(32);
  // In the fragment, like the recovery link: it never reaches server or proxy logs.
  const link = `${linkBase}${paths.telegramUndo}#token=${token}`;
  const mail = linkNoticeMail(found.email, user, link, UNDO_LINK_LIFETIME_MS / (24 * 3_600_000));
  await voidUndoTokens(tx, account, now);
  await tx.insert(telegramLinkUndoTokens).values({
    tokenHash: hashToken(token),
    accountKind: account.kind,
    accountId: account.id,
    telegramUserId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + UNDO_LINK_LIFETIME_MS),
  });
  return enqueueMail(deps, tx, 'telegram-link-notice', mail);
}

/**
 * A new link and its notice, in the caller's transaction: linkTelegramUser's move of the link
 * plus the mail with the undo link. Every path that links (docs/decisions/013) goes through here.
 */
export async function linkAndTell(
  deps: DomainDeps,
  tx: Executor,
  account: AccountRef,
  link: NewLink,
): Promise<void> {
  await linkTelegramUser(tx, account, link.user, deps.now());
  await queueLinkNotice(deps, tx, account, link.user, link.linkBase);
}

/** An account has one live undo link at most: the one for its current link. */
async function voidUndoTokens(tx: Executor, account: AccountRef, now: Date): Promise<void> {
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
