import { and, eq, isNull } from 'drizzle-orm';
import type { AccountKind } from '../../../shared/contract/auth';
import { feedbackMessages } from '../../../shared/feedback-messages';
import type { Executor } from '../../db/client';
import { admins, companies, feedback, students, telegramUsers } from '../../db/schema';
import type { DomainDeps } from '../deps';
import type { FeedbackRow } from './feedback-rows';

const tables = { student: students, company: companies, admin: admins } as const;

/** Whether the bot can reach this account: Telegram linked and the bot not blocked. */
async function telegramReachable(db: Executor, kind: AccountKind, id: number): Promise<boolean> {
  const table = tables[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .innerJoin(telegramUsers, eq(telegramUsers.id, table.telegramUserId))
    .where(and(eq(table.id, id), isNull(telegramUsers.botBlockedAt)));
  return row !== undefined;
}

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
    (await telegramReachable(deps.db, row.authorKind, row.authorId))
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
