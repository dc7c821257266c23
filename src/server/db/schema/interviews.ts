import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './accounts';
import { applications } from './applications';
import { timestamps } from './columns';

/**
 * An invitation to an interview for one application (issue 25, docs/decisions/057-interviews.md):
 * how it is held and what the company said. The times it offers are slots (interview_slots),
 * offered through interview_slot_offers, because one slot may be offered to several applicants of
 * the company. `sequence` is the iCalendar SEQUENCE: bumped by every change the calendars must
 * follow (a booking, a reschedule, a cancellation).
 */
export const interviews = pgTable(
  'interviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['online', 'office'] }).notNull(),
    place: text('place'),
    link: text('link'),
    message: text('message'),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    sequence: integer('sequence').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('interviews_application_idx').on(table.applicationId, table.status),
    index('interviews_company_idx').on(table.companyId, table.status),
  ],
);

/**
 * A time the company offers: taken by one application at most. The booking is the conditional
 * `booked_application_id IS NULL` update of this very row (domain/interviews/book-slot.ts), so two
 * students choosing it at once give one booking; the check keeps a booking's booked_at. Freeing a
 * slot clears both (book-slot.ts); deleting the booking application (an admin deleting its vacancy)
 * clears only `booked_application_id` through the foreign key, so a free slot may keep a stale
 * booked_at, which nothing reads: a two-way check would refuse that delete.
 */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The interview that first offered it; other interviews of the company may offer it too. */
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMin: smallint('duration_min').notNull(),
    bookedApplicationId: integer('booked_application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
  },
  (table) => [
    index('interview_slots_company_idx').on(table.companyId, table.startsAt),
    index('interview_slots_booked_idx').on(table.bookedApplicationId),
    check(
      'interview_slots_booking_check',
      sql`${table.bookedApplicationId} is null or ${table.bookedAt} is not null`,
    ),
    check('interview_slots_duration_check', sql`${table.durationMin} between 15 and 240`),
  ],
);

/** Which slots an interview offers: its own, and free ones of the same company it reuses. */
export const interviewSlotOffers = pgTable(
  'interview_slot_offers',
  {
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => interviewSlots.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.interviewId, table.slotId] }),
    index('interview_slot_offers_slot_idx').on(table.slotId),
  ],
);
