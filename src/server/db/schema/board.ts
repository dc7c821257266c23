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
} from 'drizzle-orm/pg-core';
import { EMPLOYMENTS, EXPERIENCES, SCHEDULES, VACANCY_STATUSES } from '../../../shared/dictionaries';
import { admins, companies, students } from './accounts';
import { timestamps } from './columns';
import { cities } from './places';

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
    /**
     * The salary sort's key (docs/decisions/060, 063): roubles «на руки», a gross amount less 13 %
     * of income tax, with a currency the career centre gave a rate (`currency_rates`) converted at
     * it; above every other currency (by its own amount), above no salary at all. A plain column,
     * so that its index holds: the trigger of migration 0033 writes it on every insert and change
     * of the salary, and a rate's change rewrites its currency's vacancies.
     */
    salaryRank: integer('salary_rank').notNull().default(-2_000_000_000),
    /**
     * «Зарплата от» compares with this (docs/decisions/063): the top of the offered range in roubles,
     * as written (before tax when gross), converted at the career centre's rate; null without a
     * salary or without a rate for its currency. Kept by the same trigger.
     */
    salaryRoubles: integer('salary_roubles'),
    employment: employment('employment').notNull().default('full'),
    schedule: schedule('schedule').notNull().default('fullDay'),
    experience: experience('experience').notNull().default('noExperience'),
    /** Where the work is (docs/decisions/061): a city of the dictionary; null — not said, or remote. */
    cityId: integer('city_id').references(() => cities.id),
    address: text('address'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /**
     * Where applicants go instead of applying on the board (issue 12): an https link or an email
     * address; null — the board's own «Откликнуться» (docs/decisions/020, «Applying elsewhere»).
     */
    applyElsewhere: text('apply_elsewhere'),
    suitsPractice: boolean('suits_practice').notNull().default(false),
    combinableWithStudy: boolean('combinable_with_study').notNull().default(false),
    firstYearFriendly: boolean('first_year_friendly').notNull().default(false),
    forGraduates: boolean('for_graduates').notNull().default(false),
    status: vacancyStatus('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * Moderation (docs/decisions/052): hidden by the career centre — out of every public read
     * whatever the status, until an admin shows it again; who and when. The company cannot undo it.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => admins.id, { onDelete: 'set null' }),
    /**
     * Returned to the company for changes: the vacancy is a draft again and carries the admin's
     * reason until the company publishes it again (docs/decisions/052).
     */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedBy: integer('returned_by').references(() => admins.id, { onDelete: 'set null' }),
    returnReason: text('return_reason'),
    /**
     * The words of other tables the index holds (docs/decisions/060), kept by triggers of
     * migration 0029: the vacancy's tag names, and its company's name.
     */
    searchTags: text('search_tags').notNull().default(''),
    searchContext: text('search_context').notNull().default(''),
    /**
     * Kept up to date by the database itself (docs/decisions/060): the title weighs most, then the
     * tags and the requirements, then the texts, then the company; technology names are written as
     * single words first (`search_tech_words`, migration 0029).
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('russian', search_tech_words(coalesce("title", ''))), 'A') || setweight(to_tsvector('russian', search_tech_words("search_tags")), 'B') || setweight(to_tsvector('russian', search_tech_words(coalesce("requirements", ''))), 'B') || setweight(to_tsvector('russian', search_tech_words(coalesce("description", '') || ' ' || coalesce("conditions", ''))), 'C') || setweight(to_tsvector('russian', search_tech_words("search_context")), 'D')`,
      ),
    ...timestamps,
  },
  (table) => [
    index('vacancies_public_idx').on(table.status, table.publishedAt.desc(), table.id.desc()),
    index('vacancies_company_idx').on(table.companyId, table.status),
    index('vacancies_type_idx').on(table.vacancyTypeId),
    index('vacancies_city_idx').on(table.cityId),
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
    /**
     * A tag's vacancies, newest id first: «Похожие вакансии» reads only the newest few of each tag
     * (docs/decisions/062-related-vacancies.md, migration 0031); the tag filter reads it as before.
     */
    index('vacancy_tags_tag_idx').on(table.tagId, table.vacancyId),
  ],
);

/**
 * Version marks of cached public answers (docs/design.md#several-instances): a write bumps its area's version
 * in the same transaction; every instance compares the version (one primary-key read) before trusting
 * its in-memory cache, so no instance serves a list older than the last committed write.
 */
export const cacheVersions = pgTable('cache_versions', {
  area: text('area').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

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
