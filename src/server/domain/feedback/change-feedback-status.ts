import { eq, inArray } from 'drizzle-orm';
import {
  canMoveFeedback,
  FEEDBACK_STATUS_LABELS,
  type FeedbackChangeStatus,
  type FeedbackItem,
} from '../../../shared/contract/feedback';
import { feedbackMessages } from '../../../shared/feedback-messages';
import { formatMessage } from '../../../shared/messages';
import { feedback, feedbackEvents } from '../../db/schema';
import { findAccountById } from '../accounts/find-account';
import type { DomainDeps } from '../deps';
import { deliverReply } from './deliver-reply';
import { historyOf, toFeedbackItem } from './feedback-rows';

export type ChangeFeedbackResult = {
  items: FeedbackItem[];
  skipped: { id: number; reason: string }[];
};

/**
 * POST /api/feedback/changeStatus (admins). Each id moves only along FEEDBACK_TRANSITIONS; the
 * others are reported as skipped, not failed, so a bulk «Закрыть» over a mixed selection does
 * what it can. Every move is recorded with the admin and the time. A reply (to «Отвечено»)
 * is stored with the move and delivered after the commit: by the bot when the author has
 * Telegram linked, else by email; a delivery failure never undoes the move.
 */
export async function changeFeedbackStatus(
  deps: DomainDeps,
  admin: { id: number },
  input: FeedbackChangeStatus,
): Promise<ChangeFeedbackResult> {
  const now = deps.now();
  const adminAccount = await findAccountById(deps.db, 'admin', admin.id);
  const adminName = adminAccount?.name ?? '';
  const skipped: ChangeFeedbackResult['skipped'] = [];

  const moved = await deps.db.transaction(async (tx) => {
    const rows = await tx.select().from(feedback).where(inArray(feedback.id, input.ids)).for('update');
    const found = new Set(rows.map((row) => row.id));
    for (const id of input.ids) {
      if (!found.has(id)) skipped.push({ id, reason: feedbackMessages.notFound });
    }
    const movable = rows.filter((row) => {
      if (canMoveFeedback(row.status, input.status)) return true;
      skipped.push({
        id: row.id,
        reason: formatMessage(feedbackMessages.moveRefused, {
          from: FEEDBACK_STATUS_LABELS[row.status],
          to: FEEDBACK_STATUS_LABELS[input.status],
        }),
      });
      return false;
    });
    const updated = [];
    for (const row of movable) {
      const reply = input.status === 'answered' ? input.reply : undefined;
      const [next] = await tx
        .update(feedback)
        .set({
          status: input.status,
          updatedAt: now,
          ...(reply === undefined
            ? {}
            : { reply, repliedAt: now, repliedBy: admin.id, replyChannel: 'none' as const }),
        })
        .where(eq(feedback.id, row.id))
        .returning();
      await tx.insert(feedbackEvents).values({
        feedbackId: row.id,
        adminId: admin.id,
        adminName,
        fromStatus: row.status,
        toStatus: input.status,
        at: now,
      });
      if (next) updated.push(next);
    }
    return updated;
  });

  const delivered = [];
  for (const row of moved) {
    delivered.push(row.reply !== null && input.status === 'answered' ? await deliverReply(deps, row) : row);
  }
  const history = await historyOf(
    deps.db,
    delivered.map((row) => row.id),
  );
  return {
    items: delivered.map((row) => toFeedbackItem(row, { admin: true }, history.get(row.id))),
    skipped,
  };
}
