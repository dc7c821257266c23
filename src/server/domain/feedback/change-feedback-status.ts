import { eq, inArray } from 'drizzle-orm';
import {
  canMoveFeedback,
  FEEDBACK_STATUS_LABELS,
  type FeedbackChangeStatus,
  type FeedbackItem,
} from '../../../shared/contract/feedback.contract';
import { feedbackMessages } from '../../../shared/feedback-messages';
import { formatMessage } from '../../../shared/messages';
import { feedback, feedbackEvents } from '../../db/schema';
import { findAccountById } from '../accounts/find-account';
import { type BatchMoveResult, batchMoveOutcome, type SkippedMove } from '../batch-move';
import type { DomainDeps } from '../deps';
import type { DomainResult } from '../result';
import { historyOf, toFeedbackItem } from './feedback-rows';
import { queueClosedNotice, queueReply } from './tell-author';

type ChangeFeedbackResult = BatchMoveResult<FeedbackItem>;

/**
 * POST /api/feedback/changeStatus (admins). Each id moves only along FEEDBACK_TRANSITIONS; the
 * others are reported as skipped, not failed, so a bulk «Закрыть» over a mixed selection does
 * what it can. Every move is recorded with the admin and the time. A reply (to «Отвечено»)
 * is stored with the move, and it or the news of closing is queued for the author in the same
 * transaction (tell-author.ts): the bot when Telegram is linked, else email. When nothing moved
 * the call is refused: not found or a conflict (batch-move.ts).
 */
export async function changeFeedbackStatus(
  deps: DomainDeps,
  admin: { id: number },
  input: FeedbackChangeStatus,
): Promise<DomainResult<ChangeFeedbackResult>> {
  const now = deps.now();
  const adminAccount = await findAccountById(deps.db, 'admin', admin.id);
  const adminName = adminAccount?.name ?? '';
  const skipped: SkippedMove[] = [];

  const moved = await deps.db.transaction(async (tx) => {
    const rows = await tx.select().from(feedback).where(inArray(feedback.id, input.ids)).for('update');
    const found = new Set(rows.map((row) => row.id));
    for (const id of input.ids) {
      if (!found.has(id)) skipped.push({ id, code: 'not-found', reason: feedbackMessages.notFound });
    }
    const movable = rows.filter((row) => {
      if (canMoveFeedback(row.status, input.status)) return true;
      skipped.push({
        id: row.id,
        code: 'refused',
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
      if (!next) continue;
      if (input.status === 'closed') await queueClosedNotice(deps, tx, next);
      if (input.status !== 'answered' || next.reply === null) {
        updated.push(next);
        continue;
      }
      const replyChannel = await queueReply(deps, tx, next);
      const [recorded] = await tx
        .update(feedback)
        .set({ replyChannel })
        .where(eq(feedback.id, row.id))
        .returning();
      updated.push(recorded ?? next);
    }
    return updated;
  });

  const history = await historyOf(
    deps.db,
    moved.map((row) => row.id),
  );
  const items = moved.map((row) => toFeedbackItem(row, { admin: true }, history.get(row.id)));
  return batchMoveOutcome(items, skipped, feedbackMessages.notFound);
}
