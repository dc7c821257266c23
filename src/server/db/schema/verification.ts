import { integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

export const identityChangeStatus = pgEnum('identity_change_status', ['pending', 'denied']);

/**
 * A verified company's proposed new identity (name, INN, contact person), held apart from the
 * company row so the verified identity stays public until an admin approves the change
 * (docs/decisions/015). One row a company: a new proposal replaces the old one; an approval
 * copies the values onto the company and deletes the row; a denial keeps it with the reason.
 */
export const companyIdentityChanges = pgTable('company_identity_changes', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  inn: text('inn').notNull(),
  contactPerson: text('contact_person'),
  status: identityChangeStatus('status').notNull().default('pending'),
  reason: text('reason'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
});
