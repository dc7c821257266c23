import { and, eq, lt } from 'drizzle-orm';
import type { MessageSide } from '../../../shared/contract/message.contract';
import type { Executor } from '../../db/client';
import { messageBotPosts } from '../../db/schema';

/**
 * The bot's messages a reply in the chat answers (docs/decisions/058): recorded when the outbox
 * delivers a thread notice (src/server/outbox/outbox-worker.ts) and when «Ответить» asks for the
 * reply (bot/thread-reply.ts). A repeat of the same message changes nothing.
 */
export async function recordBotPost(
  db: Executor,
  post: { chatId: number; messageId: number; applicationId: number; side: MessageSide },
  now: Date,
): Promise<void> {
  await db
    .insert(messageBotPosts)
    .values({ ...post, createdAt: now })
    .onConflictDoNothing();
}

/** The thread a bot message in this chat belongs to, and the side it was sent to. */
export async function findBotPost(
  db: Executor,
  chatId: number,
  messageId: number,
): Promise<{ applicationId: number; side: MessageSide } | null> {
  const [row] = await db
    .select({ applicationId: messageBotPosts.applicationId, side: messageBotPosts.side })
    .from(messageBotPosts)
    .where(and(eq(messageBotPosts.chatId, chatId), eq(messageBotPosts.messageId, messageId)));
  return row ?? null;
}

/** How long a thread notice in the chat takes replies: a month covers any hiring conversation. */
export const BOT_POSTS_KEEP_DAYS = 30;

/** Forgets posts older than `before` (run with the hourly jobs): a reply to them opens a search. */
export async function pruneBotPosts(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(messageBotPosts)
    .where(lt(messageBotPosts.createdAt, before))
    .returning({ chatId: messageBotPosts.chatId });
  return rows.length;
}
