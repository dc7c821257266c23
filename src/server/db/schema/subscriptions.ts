import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { students } from './accounts';
import { vacancies } from './board';
import { timestamps } from './columns';

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

export const subscriptionChannel = pgEnum('subscription_channel', ['telegram', 'email']);
export const subscriptionFrequency = pgEnum('subscription_frequency', ['instant', 'daily']);

/**
 * A student's saved search (issue 13): the filters of /api/vacancy/getItems (without paging,
 * sort or scope) kept as `query`, how it is delivered, and the token of its one-click unsubscribe
 * link (RFC 8058), which works without signing in.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The saved filters: the VacancyListQuery fields that select vacancies (JSON, parsed). */
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    channel: subscriptionChannel('channel').notNull(),
    frequency: subscriptionFrequency('frequency').notNull(),
    /** For `daily`: minutes after midnight, Moscow time (540 = 09:00). */
    digestMinute: smallint('digest_minute').notNull().default(540),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** 256-bit random, base64url: the unsubscribe link's and the bot button's key. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    /** The last daily digest sent, so a restart never sends one twice on the same day. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    /**
     * The last «right away» alert sent: the next waits out a quiet gap and carries what came
     * meanwhile, grouped (docs/decisions/056).
     */
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    /**
     * The query taken apart for matching one vacancy against every subscription in one SQL
     * (docs/decisions/024). Written by the database itself (the trigger
     * `subscriptions_match_keys` in the migration), so no writer of `query` can leave them stale.
     * null: the query does not filter by it. `match_text`: the parsed Russian search, null when
     * there is no text or only stop words (the list then ignores the text too).
     */
    matchText: tsquery('match_text'),
    matchType: integer('match_type'),
    matchTags: integer('match_tags').array(),
    matchSalaryFrom: integer('match_salary_from'),
    matchEmployment: text('match_employment').array(),
    matchSchedule: text('match_schedule').array(),
    matchExperience: text('match_experience').array(),
    matchFlags: text('match_flags').array(),
    matchCompany: integer('match_company'),
    /** The cities of `city` and `region` together (`search_place_ids`, migration 0031). */
    matchCities: integer('match_cities').array(),
    /**
     * The lexemes every matching vacancy must contain (the AND-ed positive words of `match_text`);
     * null when the text has none or has OR. The matcher reads candidates through GIN indexes on
     * this and `match_tags` instead of every subscription (docs/decisions/024).
     */
    matchWords: text('match_words').array(),
    ...timestamps,
  },
  (table) => [
    index('subscriptions_student_idx').on(table.studentId, table.id),
    index('subscriptions_match_words_idx').using('gin', table.matchWords),
    // Searches without required words are found by their tags, or read all (the broad ones).
    index('subscriptions_match_tags_idx')
      .using('gin', table.matchTags)
      .where(sql`${table.matchWords} is null`),
    index('subscriptions_match_broad_idx')
      .on(table.id)
      .where(sql`${table.matchWords} is null and ${table.matchTags} is null`),
  ],
);

/**
 * A vacancy found for a subscription. The primary key is the promise «never the same vacancy
 * twice to one subscription»; `sent_at` is set when it went out (at once or in a digest), and
 * `seen_at` when the student saw it on the home screen.
 */
export const subscriptionMatches = pgTable(
  'subscription_matches',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.vacancyId] }),
    index('subscription_matches_unsent_idx').on(table.subscriptionId).where(sql`${table.sentAt} is null`),
  ],
);
