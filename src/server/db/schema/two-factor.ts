import { bigint, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { sessions } from './security';

/** The admin's second factor (docs/decisions/016-admin-second-factor.md). */
export const secondFactorMethod = pgEnum('second_factor_method', ['totp', 'telegram']);

/**
 * One row per admin. `confirmedAt` null: an enrolment in progress (the TOTP secret was shown but
 * no code from it was accepted yet). `totpLastStep`: the last accepted 30-second step, so a code
 * is never accepted twice (RFC 6238 §5.2). The secret never leaves the server after enrolment.
 */
export const adminSecondFactors = pgTable('admin_second_factors', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  method: secondFactorMethod('method').notNull(),
  totpSecret: text('totp_secret'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

/** Single-use recovery codes, stored only as SHA-256 (they carry 50 random bits each). */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('admin_recovery_codes_admin_idx').on(table.adminId)],
);

/**
 * A session that passed the password only: it may enrol or verify the second factor and nothing
 * else, until `expiresAt`. Verification replaces the session with a new, full one.
 */
export const secondFactorPendingSessions = pgTable('second_factor_pending_sessions', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  adminId: integer('admin_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** A confirmation through the bot: its id (sent in the buttons) and the admin's answer. */
  telegramChallengeId: text('telegram_challenge_id').unique(),
  telegramAnswer: text('telegram_answer'),
});
