import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountKind } from './accounts';

/**
 * A session: `id` is the public handle the shell exposes; the credential (cookie or bearer)
 * is stored only as its SHA-256 (ASVS 6.5.2 allows a plain hash for ≥112-bit secrets).
 * `telegram_user_id`: the Telegram user whose initData opened it (tg-login, or sign-in and
 * registration inside Telegram), so that user's sessions can be bounded and ended
 * (docs/decisions/013); null for a sign-in on the website.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountKind: accountKind('account_kind').notNull(),
    accountId: integer('account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    telegramUserId: bigint('telegram_user_id', { mode: 'number' }),
  },
  (table) => [
    index('sessions_account_idx').on(table.accountKind, table.accountId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

/** Fixed-window counters shared by every instance (docs/design.md#several-instances). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** One-time links that create the first admin on an empty database. */
export const setupTokens = pgTable(
  'setup_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('setup_tokens_one_unused_idx').on(sql`(true)`).where(sql`${table.usedAt} is null`)],
);

/**
 * Password-reset links (ASVS 6.5, OWASP Forgot Password): the token only as SHA-256, single use,
 * short-lived. Nothing on the account changes until a valid token is used.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountKind: accountKind('account_kind').notNull(),
    accountId: integer('account_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_account_idx').on(table.accountKind, table.accountId)],
);
