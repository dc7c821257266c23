import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { EMPLOYMENTS, EXPERIENCES, SCHEDULES, VACANCY_STATUSES } from '../../shared/dictionaries';

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
  address: text('address'),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  status: accountStatus('status').notNull().default('pending'),
  statusReason: text('status_reason'),
  telegramUserId: bigint('telegram_user_id', { mode: 'number' }).unique(),
  /** When the contact person consented to the personal-data policy at registration (152-ФЗ). */
  personalDataConsentAt: timestamp('personal_data_consent_at', { withTimezone: true }),
  ...timestamps,
});

/** The projects a company shows in its slider. */
export const companyProjects = pgTable(
  'company_projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    link: text('link'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('company_projects_company_idx').on(table.companyId, table.position)],
);

/** Admin-managed dictionaries: order and visibility are the career centre's to set. */
export const vacancyTypes = pgTable('vacancy_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
  ...timestamps,
});

export const tags = pgTable('tags', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
  ...timestamps,
});

export const employment = pgEnum('employment', EMPLOYMENTS as [string, ...string[]]);
export const schedule = pgEnum('schedule', SCHEDULES as [string, ...string[]]);
export const experience = pgEnum('experience', EXPERIENCES as [string, ...string[]]);
export const vacancyStatus = pgEnum('vacancy_status', VACANCY_STATUSES as [string, ...string[]]);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const vacancies = pgTable(
  'vacancies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    vacancyTypeId: integer('vacancy_type_id').references(() => vacancyTypes.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    requirements: text('requirements').notNull().default(''),
    conditions: text('conditions').notNull().default(''),
    salaryFrom: integer('salary_from'),
    salaryTo: integer('salary_to'),
    salaryCurrency: text('salary_currency').notNull().default('RUR'),
    salaryGross: boolean('salary_gross').notNull().default(false),
    employment: employment('employment').notNull().default('full'),
    schedule: schedule('schedule').notNull().default('fullDay'),
    experience: experience('experience').notNull().default('noExperience'),
    address: text('address'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    suitsPractice: boolean('suits_practice').notNull().default(false),
    combinableWithStudy: boolean('combinable_with_study').notNull().default(false),
    firstYearFriendly: boolean('first_year_friendly').notNull().default(false),
    forGraduates: boolean('for_graduates').notNull().default(false),
    status: vacancyStatus('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Kept up to date by the database itself: title weighs most, then requirements, then the rest. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('russian', coalesce("title", '')), 'A') || setweight(to_tsvector('russian', coalesce("requirements", '')), 'B') || setweight(to_tsvector('russian', coalesce("description", '') || ' ' || coalesce("conditions", '')), 'C')`,
      ),
    ...timestamps,
  },
  (table) => [
    index('vacancies_public_idx').on(table.status, table.publishedAt.desc(), table.id.desc()),
    index('vacancies_company_idx').on(table.companyId, table.status),
    index('vacancies_type_idx').on(table.vacancyTypeId),
    index('vacancies_salary_idx').on(table.salaryTo),
    index('vacancies_search_idx').using('gin', table.search),
  ],
);

export const vacancyTags = pgTable(
  'vacancy_tags',
  {
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.vacancyId, table.tagId] }),
    index('vacancy_tags_tag_idx').on(table.tagId),
  ],
);

/**
 * Version marks of cached public answers (DESIGN §10): a write bumps its area's version in the
 * same transaction; every instance compares the version (one primary-key read) before trusting
 * its in-memory cache, so no instance serves a list older than the last committed write.
 */
export const cacheVersions = pgTable('cache_versions', {
  area: text('area').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
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

export const fileKind = pgEnum('file_kind', ['photo', 'resume', 'logo', 'banner', 'project']);

/**
 * Uploaded files: recognised by content, stored under a random name outside the web root; the
 * owner is an account. The sha-256 finds duplicates and proves integrity.
 */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerKind: accountKind('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    kind: fileKind('kind').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storedName: text('stored_name').notNull().unique(),
    originalName: text('original_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_owner_idx').on(table.ownerKind, table.ownerId, table.kind)],
);

export const favouriteTarget = pgEnum('favourite_target', ['vacancy', 'student']);

/** A student's favourite vacancies and a company's favourite students: one row a pair. */
export const favourites = pgTable(
  'favourites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerKind: accountKind('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    targetKind: favouriteTarget('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('favourites_pair_idx').on(table.ownerKind, table.ownerId, table.targetKind, table.targetId),
    index('favourites_target_idx').on(table.targetKind, table.targetId),
  ],
);

/** A student's skills, as tags of the board's dictionary. */
export const studentTags = pgTable(
  'student_tags',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.tagId] }),
    index('student_tags_tag_idx').on(table.tagId),
  ],
);
