import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One PostgreSQL schema for PGlite and PostgreSQL alike (DESIGN §8). Later issues extend the
 * account tables; keep SQL to PostgreSQL 15 features (CI's server).
 */

export const accountKind = pgEnum('account_kind', ['student', 'company', 'admin']);
export const accountStatus = pgEnum('account_status', ['pending', 'approved', 'denied']);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const admins = pgTable('admins', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  telegramUserId: bigint('telegram_user_id', { mode: 'number' }).unique(),
  ...timestamps,
});

export const students = pgTable('students', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  status: accountStatus('status').notNull().default('pending'),
  statusReason: text('status_reason'),
  telegramUserId: bigint('telegram_user_id', { mode: 'number' }).unique(),
  personalDataConsentAt: timestamp('personal_data_consent_at', { withTimezone: true }),
  ...timestamps,
});

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  inn: text('inn'),
  contactPerson: text('contact_person'),
  phone: text('phone'),
  status: accountStatus('status').notNull().default('pending'),
  statusReason: text('status_reason'),
  telegramUserId: bigint('telegram_user_id', { mode: 'number' }).unique(),
  ...timestamps,
});

/**
 * A session: `id` is the public handle the shell exposes; the credential (cookie or bearer)
 * is stored only as its SHA-256 (ASVS 6.5.2 allows a plain hash for ≥112-bit secrets).
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
  },
  (table) => [
    index('sessions_account_idx').on(table.accountKind, table.accountId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

/** Fixed-window counters shared by every instance (DESIGN §10). */
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
