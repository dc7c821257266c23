import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { vacancies } from './board';

/**
 * A vacancy's page opened by one viewer on one day (UTC): the primary key is the rule «a view
 * counts once per viewer per day» (docs/decisions/025-home-screens-and-views.md). `viewer_key` is
 * `s:<student id>` for a student, or `g:` and a salted hash of a guest's address and browser
 * whose salt changes daily and is then deleted (`view_salts`), so no address is ever stored and
 * yesterday's keys cannot be linked to today's.
 */
export const vacancyViewsDaily = pgTable(
  'vacancy_views_daily',
  {
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    viewerKey: text('viewer_key').notNull(),
  },
  (table) => [primaryKey({ columns: [table.vacancyId, table.day, table.viewerKey] })],
);

/** Today's salt of the guests' viewer keys, shared by every instance; older days are deleted. */
export const viewSalts = pgTable('view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
