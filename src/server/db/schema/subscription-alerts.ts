import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { vacancies } from './board';

/**
 * Vacancies that became visible to students (published, republished after an edit, restored
 * from the archive, their company approved) and wait to be matched against the subscriptions
 * (docs/decisions/024). Written in the transaction of the change, read by the background matcher
 * (src/server/domain/subscription-alerts/), so a crash between the two loses nothing. One row a
 * vacancy: queueing it again only moves its time.
 */
export const vacancyMatchQueue = pgTable('vacancy_match_queue', {
  vacancyId: integer('vacancy_id')
    .primaryKey()
    .references(() => vacancies.id, { onDelete: 'cascade' }),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
});
