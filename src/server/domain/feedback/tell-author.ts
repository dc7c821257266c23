import { feedbackMessages } from '../../../shared/feedback-messages';
import type { Executor } from '../../db/client';
import type { MailMessage } from '../../mail/mailer';
import type { Notification } from '../../notify/notifier';
import type { DomainDeps } from '../deps';
import { enqueueMail, enqueueNotification } from '../outbox/enqueue';
import type { FeedbackRow } from './feedback-rows';

/**
 * Tells a feedback's author what the admin did, through the outbox in the move's transaction
 * (docs/decisions/022-durable-outbox.md): the bot when their Telegram is linked, else their email
 * (a guest has only the email). Answers the channel it was queued for; 'none' without either.
 */
async function tellAuthor(
  deps: DomainDeps,
  tx: Executor,
  row: FeedbackRow,
  notification: Notification,
  mail: (to: string) => MailMessage,
  topic: string,
): Promise<'telegram' | 'email' | 'none'> {
  if (row.authorKind && row.authorId !== null) {
    const chats = await enqueueNotification(
      deps,
      tx,
      { account: { kind: row.authorKind, id: row.authorId } },
      notification,
    );
    if (chats > 0) return 'telegram';
  }
  if (row.email && (await enqueueMail(deps, tx, topic, mail(row.email)))) return 'email';
  return 'none';
}

const greeting = (row: FeedbackRow) =>
  row.authorName ? `Здравствуйте, ${row.authorName}!` : 'Здравствуйте!';

/** The admin's reply (a move to «Отвечено»). */
export function queueReply(deps: DomainDeps, tx: Executor, row: FeedbackRow) {
  const reply = row.reply ?? '';
  return tellAuthor(
    deps,
    tx,
    row,
    { type: 'feedback-reply', feedbackId: row.id, reply },
    (to) => ({
      to,
      subject: feedbackMessages.replyMailSubject,
      text: [
        greeting(row),
        '',
        'Карьерный центр ответил на ваше сообщение:',
        '',
        reply,
        '',
        '— Ваше сообщение:',
        row.text,
      ].join('\n'),
    }),
    'feedback-reply',
  );
}

/** The feedback was closed (issue 13): the author learns their thread is done. */
export function queueClosedNotice(deps: DomainDeps, tx: Executor, row: FeedbackRow) {
  return tellAuthor(
    deps,
    tx,
    row,
    { type: 'feedback-closed', feedbackId: row.id },
    (to) => ({
      to,
      subject: feedbackMessages.closedMailSubject,
      text: [
        greeting(row),
        '',
        `Карьерный центр закрыл ваше обращение №${row.id}.`,
        'Если вопрос остался, напишите нам снова через форму обратной связи на сайте.',
        '',
        '— Ваше сообщение:',
        row.text,
      ].join('\n'),
    }),
    'feedback-closed',
  );
}
