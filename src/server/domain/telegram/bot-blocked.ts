import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { telegramUsers } from '../../db/schema';

/**
 * Whether the bot may write to a Telegram user. Telegram tells us twice that a user blocked the
 * bot: a `my_chat_member` update with status "kicked", and a 403 on the next send. Either marks
 * the user so notifications skip them; writing /start (or unblocking) clears the mark. Upserts:
 * the user may never have signed in to the Mini App, so their row may not exist yet.
 */
export async function markBotBlocked(db: Executor, telegramUserId: number, now: Date): Promise<void> {
  await db
    .insert(telegramUsers)
    .values({ id: telegramUserId, botBlockedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: telegramUsers.id,
      // Keep the first time we learnt it: a later failed send says nothing new.
      set: {
        botBlockedAt: sql`coalesce(${telegramUsers.botBlockedAt}, excluded.bot_blocked_at)`,
        updatedAt: now,
      },
    });
}

/** /start or an unblock: the user wrote to the bot, so it may write to them (docs/decisions/023). */
export async function markBotUnblocked(db: Executor, telegramUserId: number, now: Date): Promise<void> {
  const set = { botBlockedAt: null, allowsWriteToPm: true, updatedAt: now };
  await db
    .insert(telegramUsers)
    .values({ id: telegramUserId, ...set })
    .onConflictDoUpdate({ target: telegramUsers.id, set });
}
