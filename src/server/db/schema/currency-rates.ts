import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * The career centre's exchange rates (docs/decisions/063): roubles per unit of a currency other
 * than the rouble, set on /board/currency-rates/. A vacancy paid in a currency with a rate takes
 * its place among the rouble ones in «По зарплате» and in «Зарплата от»; without a row, it sorts
 * after them and a salary wish leaves it out. The trigger of the migration that made this table
 * keeps `vacancies.salary_rank` and `salary_roubles` by these rates.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    /** A code of src/shared/dictionaries.ts CURRENCIES other than RUR. */
    currency: text('currency').primaryKey(),
    /** Roubles for one unit, up to four decimals (read as a string: numeric). */
    roubles: numeric('roubles', { precision: 10, scale: 4 }).notNull(),
    ...timestamps,
  },
  (table) => [
    check('currency_rates_currency_check', sql`${table.currency} <> 'RUR'`),
    check('currency_rates_roubles_check', sql`${table.roubles} > 0`),
  ],
);
