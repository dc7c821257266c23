import { and, eq, inArray } from 'drizzle-orm';
import { students, subscriptions } from '../../db/schema';
import type { DomainDeps } from '../deps';

/** A well-formed unsubscribe token (256 random bits, base64url), checked before any lookup. */
const UNSUBSCRIBE_TOKEN_RE = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The mail's unsubscribe link and its one-click POST (RFC 8058): the token alone authorises it,
 * found through its unique index. Answers whether a subscription was removed; an unknown token
 * changes nothing.
 */
export async function unsubscribeByToken(deps: Pick<DomainDeps, 'db'>, token: string): Promise<boolean> {
  if (!UNSUBSCRIBE_TOKEN_RE.test(token)) return false;
  const removed = await deps.db
    .delete(subscriptions)
    .where(eq(subscriptions.unsubscribeToken, token))
    .returning({ id: subscriptions.id });
  return removed.length > 0;
}

/** The bot's «Отписаться»: only a subscription of the student linked to this Telegram user. */
export async function unsubscribeFromTelegram(
  deps: Pick<DomainDeps, 'db'>,
  telegramUserId: number,
  subscriptionId: number,
): Promise<boolean> {
  if (!Number.isSafeInteger(subscriptionId) || subscriptionId < 1 || subscriptionId > 2_147_483_647)
    return false;
  const owner = deps.db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.telegramUserId, telegramUserId));
  const removed = await deps.db
    .delete(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), inArray(subscriptions.studentId, owner)))
    .returning({ id: subscriptions.id });
  return removed.length > 0;
}
