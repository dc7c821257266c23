import { doublePrecision, index, integer, pgSchema, text } from 'drizzle-orm/pg-core';

/**
 * Reference data shipped with the release (docs/decisions/061), apart from the board's own rows:
 * migrations write it, and a backup neither carries nor restores it (backup/catalog.ts reads the
 * public schema only), so a restore finds it already there.
 */
export const reference = pgSchema('reference');

/**
 * The Russian cities of src/server/db/reference/russian-cities.tsv (its README names the source
 * and the licence). Ids are the file's and never change; a later release only adds rows.
 */
export const cities = reference.table(
  'cities',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** The region's full name: «Республика Татарстан», «Московская область», «Москва». */
    region: text('region').notNull(),
    federalDistrict: text('federal_district').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    population: integer('population').notNull(),
  },
  (table) => [index('cities_name_idx').on(table.name), index('cities_region_idx').on(table.region)],
);
