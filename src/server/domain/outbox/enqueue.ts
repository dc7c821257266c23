/**
 * The one way a domain function sends anything (docs/design.md#lessons-from-measuring, docs/decisions/022):
 * it writes outbox rows through the transaction that makes the change, so the message exists exactly when the
 * change does. The outbox worker (src/server/outbox/) sends them later, with retries.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type OutboxGroup, outbox } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import type { Notification, NotificationTarget } from '../../notify/notifier';
import type { DomainDeps } from '../deps';
import { findNotificationRecipients } from '../telegram/notification-recipients';
import { signalOutboxWrite } from './outbox-signal';

/**
 * A row sent later than at once: due at `at` (an interview's reminder, docs/decisions/057) or
 * `afterSeconds` from the database's now (the worker's clock, docs/decisions/022); named by `key`,
 * so a later change can withdraw it before it goes (domain/interviews/reminders.ts); open to later
 * causes of its `group` until then (a burst of messages, docs/decisions/058).
 */
export type EnqueueTiming = { at?: Date; key?: string; afterSeconds?: number; group?: OutboxGroup };

const groupOf = (later: EnqueueTiming) => (later.group ? { group: later.group } : {});

const dueOf = (later: EnqueueTiming) => ({
  ...(later.at ? { nextAttemptAt: later.at } : {}),
  ...(later.afterSeconds
    ? { nextAttemptAt: sql`now() + (${later.afterSeconds}::int * interval '1 second')` }
    : {}),
  ...(later.key ? { key: later.key } : {}),
});

/**
 * Queues `notification` for every reachable chat of `target` (one row per chat, so a retry never
 * repeats a chat that already has it). Returns how many chats: 0 when no bot is configured or the
 * account has no reachable Telegram, and the caller may then fall back to mail.
 */
export async function enqueueNotification(
  deps: Pick<DomainDeps, 'notifier'>,
  tx: Executor,
  target: NotificationTarget,
  notification: Notification,
  later: EnqueueTiming = {},
): Promise<number> {
  if (!deps.notifier) return 0;
  const chats = await findNotificationRecipients(tx, target);
  if (chats.length === 0) return 0;
  await tx.insert(outbox).values(
    chats.map((chatId) => ({
      channel: 'telegram' as const,
      topic: notification.type,
      payload: { channel: 'telegram' as const, chatId, notification, ...groupOf(later) },
      ...dueOf(later),
    })),
  );
  signalOutboxWrite();
  return chats.length;
}

/** Queues one mail; `topic` names its kind for the admin's health view ('password-reset', …). */
export async function enqueueMail(
  deps: Pick<DomainDeps, 'mailer'>,
  tx: Executor,
  topic: string,
  message: MailMessage,
  later: EnqueueTiming = {},
): Promise<boolean> {
  if (!deps.mailer) return false;
  await tx.insert(outbox).values({
    channel: 'mail',
    topic,
    payload: { channel: 'mail', message, ...groupOf(later) },
    ...dueOf(later),
  });
  signalOutboxWrite();
  return true;
}
