import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountKind } from './accounts';

/**
 * The «это был не я» link mailed when a Telegram user is linked to an account
 * (docs/decisions/013): the token only as SHA-256, single use, expiring. Using it unlinks that
 * Telegram user from the account and ends the sessions it opened, without signing in.
 */
export const telegramLinkUndoTokens = pgTable(
  'telegram_link_undo_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountKind: accountKind('account_kind').notNull(),
    accountId: integer('account_id').notNull(),
    telegramUserId: bigint('telegram_user_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('telegram_link_undo_account_idx').on(table.accountKind, table.accountId)],
);
