import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What we know of a Telegram user beyond the link itself (the link is the account's own
 * `telegram_user_id`, docs/design.md#data-model): whether the automatic Mini App sign-in is on (logout inside
 * Telegram turns it off until the user signs in again, docs/design.md#sessions-and-telegram) and whether the
 * user blocked the bot (notifications then skip them until they write to it again).
 */
export const telegramUsers = pgTable('telegram_users', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name'),
  username: text('username'),
  autoSignIn: boolean('auto_sign_in').notNull().default(true),
  botBlockedAt: timestamp('bot_blocked_at', { withTimezone: true }),
  /**
   * initData's `allows_write_to_pm`, or a granted `requestWriteAccess`: the bot may write first
   * even though the user never pressed /start (issue 13). null: not known yet.
   */
  allowsWriteToPm: boolean('allows_write_to_pm'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
