import { eq } from 'drizzle-orm';
import { feedbackMessages } from '../../../shared/feedback-messages';
import { feedback } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { findNotificationRecipients } from '../telegram/notification-recipients';
import type { FeedbackRow } from './feedback-rows';

/**
 * Sends an admin's reply to the author: Telegram when linked (the bot's queue never fails this
 * call), else email. Records the channel it went by; 'none' when neither could take it.
 */
export async function deliverReply(deps: DomainDeps, row: FeedbackRow): Promise<FeedbackRow> {
  const reply = row.reply ?? '';
  let channel: 'telegram' | 'email' | 'none' = 'none';
  if (
    deps.notifier &&
    row.authorKind &&
    row.authorId !== null &&
    (await findNotificationRecipients(deps.db, { account: { kind: row.authorKind, id: row.authorId } }))
      .length > 0
  ) {
    deps.notifier.notify(
      { account: { kind: row.authorKind, id: row.authorId } },
      { type: 'feedback-reply', feedbackId: row.id, reply },
    );
    channel = 'telegram';
  } else if (deps.mailer && row.email) {
    try {
      await deps.mailer.send({
        to: row.email,
        subject: feedbackMessages.replyMailSubject,
        text: [
          row.authorName ? `Здравствуйте, ${row.authorName}!` : 'Здравствуйте!',
          '',
          'Карьерный центр ответил на ваше сообщение:',
          '',
          reply,
          '',
          '— Ваше сообщение:',
          row.text,
        ].join('\n'),
      });
      channel = 'email';
    } catch {
      channel = 'none';
    }
  }
  const [updated] = await deps.db
    .update(feedback)
    .set({ replyChannel: channel })
    .where(eq(feedback.id, row.id))
    .returning();
  return updated ?? row;
}
