import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { cities } from './places';

/**
 * One PostgreSQL schema for PGlite and PostgreSQL alike (docs/design.md#data-model): keep SQL to
 * PostgreSQL 15 features (CI's server); a change to these tables is a migration (CONTRIBUTING.md, «A new table»).
 */

export const accountKind = pgEnum('account_kind', ['student', 'company', 'admin']);
export const accountStatus = pgEnum('account_status', ['pending', 'approved', 'denied']);

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
  /** When the student last opened /vacancies/recent/: "new since last visit" counts from here. */
  recentVacanciesSeenAt: timestamp('recent_vacancies_seen_at', { withTimezone: true }),
  university: text('university'),
  faculty: text('faculty'),
  course: integer('course'),
  graduationYear: integer('graduation_year'),
  about: text('about').notNull().default(''),
  /** Files (uploads): the current photo and résumé; a replaced one is destroyed. */
  photoFileId: integer('photo_file_id'),
  resumeFileId: integer('resume_file_id'),
  /**
   * Set by the career centre: every approved company sees this student's contacts, not only those
   * the student applied to (docs/decisions/009, «Contacts»).
   */
  contactsOpenToCompanies: boolean('contacts_open_to_companies').notNull().default(false),
  /**
   * The profile's fields (STUDENT_CHANGE_FIELDS, shared/contract/student-list.contract.ts) changed
   * since the career centre's last decision, for the admin's card; a decision empties it
   * (docs/decisions/051).
   */
  changedSinceReview: text('changed_since_review').array().notNull().default(sql`'{}'::text[]`),
  /** When an admin last approved or denied the student; null before the first decision. */
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
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
  description: text('description').notNull().default(''),
  website: text('website'),
  logoUrl: text('logo_url'),
  bannerUrl: text('banner_url'),
  /** The company's city (docs/decisions/061): its new vacancies start with it. */
  cityId: integer('city_id').references(() => cities.id),
  address: text('address'),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  status: accountStatus('status').notNull().default('pending'),
  statusReason: text('status_reason'),
  telegramUserId: bigint('telegram_user_id', { mode: 'number' }).unique(),
  /** When the contact person consented to the personal-data policy at registration (152-ФЗ). */
  personalDataConsentAt: timestamp('personal_data_consent_at', { withTimezone: true }),
  /** When the daily digest of new applications was last mailed (domain/applications/send-application-digest.ts). */
  applicationDigestSentAt: timestamp('application_digest_sent_at', { withTimezone: true }),
  ...timestamps,
});
