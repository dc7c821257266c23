import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { MessageSide } from '../../../shared/contract/message.contract';
import { quoted } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import type { Executor } from '../../db/client';
import { applicationMessages, companies, type OutboxPayload, outbox, students } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import type { Notification } from '../../notify/notifier';
import type { DomainDeps } from '../deps';
import { enqueueMail, enqueueNotification } from '../outbox/enqueue';
import type { Thread } from './thread-access';

/**
 * A burst of messages is one notice (docs/decisions/058, the idea of docs/decisions/056's grouped
 * alerts): the first message of a side queues the notice due after this settle window, and every
 * later message of that side joins it while it waits. MESSAGE_SETTLE_SECONDS (src/server/env.ts)
 * sets another window through `deps.messageSettleSeconds`.
 */
export const MESSAGE_NOTICE_SETTLE_SECONDS = 30;
/** The notice quotes the last few messages of the burst, each cut. */
const QUOTED_MESSAGES = 5;
const QUOTE_MAX = 500;

const otherSide = (side: MessageSide): MessageSide => (side === 'student' ? 'company' : 'student');

const groupKey = (applicationId: number, to: MessageSide) => `thread:${applicationId}:${to}`;

const cut = (text: string) => (text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text);

type Burst = { texts: string[]; count: number; files: number };

/** The messages of `from` in the thread since `since` (the burst a notice carries). */
async function burstOf(
  tx: Executor,
  applicationId: number,
  from: MessageSide,
  since: number,
): Promise<Burst> {
  const rows = await tx
    .select({ text: applicationMessages.text, fileId: applicationMessages.fileId })
    .from(applicationMessages)
    .where(
      and(
        eq(applicationMessages.applicationId, applicationId),
        eq(applicationMessages.author, from),
        gte(applicationMessages.id, since),
      ),
    )
    .orderBy(asc(applicationMessages.id));
  return {
    texts: rows.slice(-QUOTED_MESSAGES).map((row) => cut(row.text)),
    count: rows.length,
    files: rows.filter((row) => row.fileId !== null).length,
  };
}

function noticeOf(thread: Thread, to: MessageSide, burst: Burst): Notification {
  return {
    type: 'thread-message',
    applicationId: thread.applicationId,
    to,
    vacancyTitle: thread.vacancyTitle,
    authorName: to === 'student' ? thread.companyName : thread.studentName,
    ...burst,
  };
}

/** The mail to a side without Telegram: the messages and a link to the thread. */
function noticeMail(
  thread: Thread,
  to: MessageSide,
  burst: Burst,
  address: string,
  publicUrl: string | undefined,
): MailMessage {
  const author = to === 'student' ? `компании ${thread.companyName}` : `студента ${thread.studentName}`;
  const title = quoted(thread.vacancyTitle);
  const lines = [
    burst.count === 1
      ? `Новое сообщение от ${author} по отклику на вакансию ${title}:`
      : `Новые сообщения от ${author} по отклику на вакансию ${title} (${burst.count}). Последние:`,
  ];
  for (const text of burst.texts) lines.push('', text);
  if (burst.files > 0) lines.push('', `Прикреплено файлов: ${burst.files}. Они в переписке на бирже.`);
  const path = to === 'student' ? paths.applications : paths.boardApplications;
  if (publicUrl) lines.push('', `Ответить: ${publicUrl}${path}?id=${thread.applicationId}`);
  else lines.push('', 'Ответить можно в переписке по отклику на бирже вакансий.');
  return { to: address, subject: `Новое сообщение по отклику на ${title}`, text: lines.join('\n') };
}

/**
 * Tells the other side of a new message in the transaction that wrote it (docs/decisions/022): a
 * waiting notice of this thread and side takes it in (its row is locked here, so the outbox
 * worker's claim, which skips locked rows, cannot take it half-updated; a notice already claimed
 * or tried is left alone and a new one starts); otherwise a new notice is queued by the bot, or
 * by mail without Telegram, due after the settle window.
 */
export async function queueThreadNotice(
  deps: DomainDeps,
  tx: Executor,
  thread: Thread,
  from: MessageSide,
  messageId: number,
): Promise<void> {
  const to = otherSide(from);
  const key = groupKey(thread.applicationId, to);
  const waiting = await tx
    .select({ id: outbox.id, payload: outbox.payload })
    .from(outbox)
    .where(
      and(
        eq(outbox.topic, 'thread-message'),
        isNull(outbox.sentAt),
        isNull(outbox.failedAt),
        isNull(outbox.lockedUntil),
        eq(outbox.attempts, 0),
        sql`${outbox.payload} -> 'group' ->> 'key' = ${key}`,
      ),
    )
    .for('update');
  if (waiting.length > 0) {
    for (const row of waiting) {
      const since = 'group' in row.payload && row.payload.group ? row.payload.group.since : messageId;
      const burst = await burstOf(tx, thread.applicationId, from, since);
      await tx
        .update(outbox)
        .set({ payload: rewritten(row.payload, thread, to, burst, deps.publicUrl) })
        .where(eq(outbox.id, row.id));
    }
    return;
  }
  const burst = await burstOf(tx, thread.applicationId, from, messageId);
  const settle = deps.messageSettleSeconds ?? MESSAGE_NOTICE_SETTLE_SECONDS;
  const later = { afterSeconds: settle, group: { key, since: messageId } };
  const account = to === 'student' ? thread.studentId : thread.companyId;
  const target = { account: { kind: to, id: account } };
  const chats = await enqueueNotification(deps, tx, target, noticeOf(thread, to, burst), later);
  if (chats > 0) return;
  const address = await emailOf(tx, to, account);
  if (!address) return;
  await enqueueMail(
    deps,
    tx,
    'thread-message',
    noticeMail(thread, to, burst, address, deps.publicUrl),
    later,
  );
}

/**
 * The reader has just read the thread: a notice still waiting out its settle window for them
 * (unclaimed, never tried) has nothing left to tell, so it goes (docs/decisions/058). Kept when
 * a message of the other side is still unread — one that arrived after the reading marked the
 * rest — so its notice is never lost. The rows are locked as a sending message locks them.
 */
export async function withdrawReadNotices(
  tx: Executor,
  applicationId: number,
  reader: MessageSide,
): Promise<void> {
  await tx.execute(sql`delete from ${outbox}
    where ${outbox.id} in (select ${outbox.id} from ${outbox}
      where ${outbox.topic} = 'thread-message' and ${outbox.sentAt} is null and ${outbox.failedAt} is null
        and ${outbox.lockedUntil} is null and ${outbox.attempts} = 0
        and ${outbox.payload} -> 'group' ->> 'key' = ${groupKey(applicationId, reader)}
      for update)
    and not exists (select 1 from ${applicationMessages}
      where ${applicationMessages.applicationId} = ${applicationId}
        and ${applicationMessages.author} <> ${reader} and ${applicationMessages.readAt} is null)`);
}

/** A waiting row's payload carrying the grown burst (same channel, chat or address, group). */
function rewritten(
  payload: OutboxPayload,
  thread: Thread,
  to: MessageSide,
  burst: Burst,
  publicUrl: string | undefined,
): OutboxPayload {
  if ('redacted' in payload) return payload;
  if (payload.channel === 'telegram') return { ...payload, notification: noticeOf(thread, to, burst) };
  return { ...payload, message: noticeMail(thread, to, burst, payload.message.to, publicUrl) };
}

async function emailOf(tx: Executor, side: MessageSide, id: number): Promise<string | null> {
  const table = side === 'student' ? students : companies;
  const [row] = await tx.select({ email: table.email }).from(table).where(eq(table.id, id));
  return row?.email ?? null;
}
