import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountKind } from './accounts';
import { timestamps } from './columns';

/** new → in_progress → answered → closed, and back (shared/contract/feedback.contract.ts has the moves). */
export const feedbackStatus = pgEnum('feedback_status', ['new', 'in_progress', 'answered', 'closed']);

/** How an admin's reply reached the author. */
export const replyChannel = pgEnum('feedback_reply_channel', ['telegram', 'email', 'none']);

/**
 * A message to the career centre (docs/design.md#data-model): from an account (kind + id) or a guest (email).
 * The author's email is copied at sending so a reply can reach a guest, and an account's later
 * email change does not rewrite history.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authorKind: accountKind('author_kind'),
    authorId: integer('author_id'),
    authorName: text('author_name').notNull().default(''),
    email: text('email'),
    text: text('text').notNull(),
    /** The screen it was sent from: helps the admin see what the author saw. */
    page: text('page'),
    status: feedbackStatus('status').notNull().default('new'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: integer('replied_by'),
    replyChannel: replyChannel('reply_channel'),
    ...timestamps,
  },
  (table) => [
    index('feedback_status_created_idx').on(table.status, table.createdAt),
    index('feedback_author_idx').on(table.authorKind, table.authorId),
  ],
);

/** Who moved a feedback from which status to which, and when (the admin board shows it). */
export const feedbackEvents = pgTable(
  'feedback_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id'),
    adminName: text('admin_name').notNull().default(''),
    fromStatus: feedbackStatus('from_status').notNull(),
    toStatus: feedbackStatus('to_status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_events_feedback_idx').on(table.feedbackId, table.at)],
);
