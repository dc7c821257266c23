import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailMessage } from '../../mail/mailer';
import type { Notification } from '../../notify/notifier';

/**
 * A row that later causes may join while it waits (docs/decisions/058: a burst of thread messages
 * is one notice): `key` names the group, `since` the first cause it carries.
 */
export type OutboxGroup = { key: string; since: number };

/**
 * What one outbox row carries: one Telegram message to one chat, or one mail. Once sent, only
 * `{ channel, redacted: true }` stays (src/server/outbox/outbox-rows.ts, markSent): a body may hold
 * a password-reset or undo link, and sent rows are kept for days and copied into every backup.
 */
export type OutboxPayload =
  | { channel: 'telegram'; chatId: number; notification: Notification; group?: OutboxGroup }
  | { channel: 'mail'; message: MailMessage; group?: OutboxGroup }
  | { channel: 'telegram' | 'mail'; redacted: true };

/**
 * Everything that leaves the server (docs/design.md#lessons-from-measuring): written in the transaction of
 * its cause, sent afterwards by the outbox worker. A row is claimed by a lease (`locked_until`) so several
 * instances share the work; `sent_at` or `failed_at` closes it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['telegram', 'mail'] }).notNull(),
    payload: jsonb('payload').$type<OutboxPayload>().notNull(),
    /** Groups rows for the admin's health view and for tests: 'application-status', 'alert', … */
    topic: text('topic').notNull(),
    /**
     * Names scheduled rows that a later change withdraws before they are sent: an interview's
     * reminders (`interview:<id>`, domain/interviews/reminders.ts). Null for everything else.
     */
    key: text('key'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
    index('outbox_key_idx')
      .on(table.key)
      .where(sql`${table.key} is not null and ${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);
