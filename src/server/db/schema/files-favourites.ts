import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountKind } from './accounts';

/** `attachment`: a PDF attached to a message thread (docs/decisions/058). */
export const fileKind = pgEnum('file_kind', ['photo', 'resume', 'logo', 'banner', 'project', 'attachment']);

/**
 * Uploaded files: recognised by content, stored under a random name outside the web root; the
 * owner is an account. The sha-256 finds duplicates and proves integrity. URLs name the random
 * `token` (two v4 UUIDs: 244 random bits from the server's strong generator), never the serial
 * id; the original file name is not kept (docs/decisions/014).
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
    token: text('token')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
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
