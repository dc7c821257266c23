import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { admins } from './accounts';

/**
 * A career-centre notice on the students' and companies' home («Ярмарка вакансий 5 декабря…»),
 * shown while `removed_at` is null and `ends_at` (if any) is still ahead. Removing keeps the row:
 * the admins' list shows what was posted, by whom and until when. The limits of the text and the
 * link are the contract's (src/shared/contract/announcement.contract.ts); the checks repeat them so
 * no other writer can store what the banner cannot show.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    text: text('text').notNull(),
    /** An https address the banner links to; null: no link. */
    link: text('link'),
    /** The moment it stops being shown (the start of the day after the chosen Moscow day); null: until removed. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The admin who posted it; null once that admin's account is deleted (the notice stays). */
    createdBy: integer('created_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    check('announcements_text_length', sql`char_length(${table.text}) between 1 and 300`),
    check(
      'announcements_link_https',
      sql`${table.link} is null or (${table.link} like 'https://%' and char_length(${table.link}) <= 500)`,
    ),
    // The home reads the live ones, newest first: a small partial index over those alone.
    index('announcements_live_idx').on(table.createdAt, table.id).where(sql`${table.removedAt} is null`),
  ],
);
