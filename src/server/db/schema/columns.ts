import { timestamp } from 'drizzle-orm/pg-core';

/** Creation and update times every entity table carries. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
