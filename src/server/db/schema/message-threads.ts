import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { MESSAGE_SIDES } from '../../../shared/contract/message.contract';
import { admins, companies } from './accounts';
import { applications } from './applications';
import { files } from './files-favourites';

export const messageSide = pgEnum('message_side', MESSAGE_SIDES);

/**
 * One message of an application's thread (docs/decisions/058-message-threads.md). The student
 * and the company are copied from the application (they never change), so each side's unread
 * count is one read of a small partial index, without joining applications. Deleting the
 * application deletes its thread.
 */
export const applicationMessages = pgTable(
  'application_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').notNull(),
    companyId: integer('company_id').notNull(),
    author: messageSide('author').notNull(),
    authorId: integer('author_id').notNull(),
    text: text('text').notNull(),
    /** An attachment: an upload of the author's (docs/decisions/014); the sweep keeps it while named here. */
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the receiving side read it («Прочитано»). */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the receiving side reported it to the career centre, and why. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportReason: text('report_reason'),
  },
  (table) => [
    index('application_messages_thread_idx').on(table.applicationId, table.createdAt, table.id),
    index('application_messages_unread_student_idx')
      .on(table.studentId, table.applicationId)
      .where(sql`${table.readAt} is null and ${table.author} = 'company'`),
    index('application_messages_unread_company_idx')
      .on(table.companyId, table.applicationId)
      .where(sql`${table.readAt} is null and ${table.author} = 'student'`),
    index('application_messages_reported_idx')
      .on(table.reportedAt, table.id)
      .where(sql`${table.reportedAt} is not null`),
  ],
);

/**
 * The bot's messages that a reply in the chat answers (docs/decisions/058): a message notice or
 * the «Ответить» prompt, sent to `chat_id` as `message_id`, belong to this application's thread
 * and were sent to `side`. A reply to one of them is posted into the thread.
 */
export const messageBotPosts = pgTable(
  'message_bot_posts',
  {
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    messageId: integer('message_id').notNull(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    side: messageSide('side').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.chatId, table.messageId] }),
    index('message_bot_posts_created_idx').on(table.createdAt),
  ],
);

/** A company whose messages the career centre stopped (docs/decisions/058): one row while it lasts. */
export const messageBlocks = pgTable('message_blocks', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  blockedBy: integer('blocked_by').references(() => admins.id, { onDelete: 'set null' }),
  blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company's reply templates, in its order; none stored: the refusal texts are offered. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
  },
  (table) => [index('message_templates_company_idx').on(table.companyId, table.position)],
);
