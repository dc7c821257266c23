import { asc, inArray } from 'drizzle-orm';
import type { FeedbackItem } from '../../../shared/contract/feedback.contract';
import type { Executor } from '../../db/client';
import { type feedback, feedbackEvents } from '../../db/schema';

export type FeedbackRow = typeof feedback.$inferSelect;

/** Admins see emails and the history; an author sees their own item without them. */
type FeedbackAudience = { admin: true } | { admin: false };

export async function historyOf(db: Executor, ids: number[]) {
  const byId = new Map<number, FeedbackItem['history']>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select()
    .from(feedbackEvents)
    .where(inArray(feedbackEvents.feedbackId, ids))
    .orderBy(asc(feedbackEvents.at), asc(feedbackEvents.id));
  for (const row of rows) {
    const list = byId.get(row.feedbackId) ?? [];
    list.push({ from: row.fromStatus, to: row.toStatus, adminName: row.adminName, at: row.at.toISOString() });
    byId.set(row.feedbackId, list);
  }
  return byId;
}

export function toFeedbackItem(
  row: FeedbackRow,
  audience: FeedbackAudience,
  history: FeedbackItem['history'] = [],
): FeedbackItem {
  return {
    id: row.id,
    text: row.text,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    page: row.page,
    author: {
      kind: row.authorKind ?? 'guest',
      id: row.authorId,
      name: row.authorName,
      email: audience.admin ? row.email : null,
    },
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    replyChannel: audience.admin ? row.replyChannel : null,
    history: audience.admin ? history : [],
  };
}
