import { and, count, eq, isNotNull, or } from 'drizzle-orm';
import {
  type CurrencyRate,
  RATE_CURRENCIES,
  type RateCurrency,
} from '../../../shared/contract/currency-rate.contract';
import type { Executor } from '../../db/client';
import { currencyRates, vacancies } from '../../db/schema';

/**
 * GET /api/currency-rate/getItems (admins, docs/decisions/063): every currency a salary may be
 * paid in besides the rouble, in the dictionary's order, with its rate or null, and how many
 * published vacancies with a salary in it the rate moves.
 */
export async function listCurrencyRates(db: Executor): Promise<CurrencyRate[]> {
  const [rates, counts] = await Promise.all([db.select().from(currencyRates), salaryCounts(db)]);
  return RATE_CURRENCIES.map((currency) =>
    rateOf(currency, rates.find((row) => row.currency === currency) ?? null, counts.get(currency) ?? 0),
  );
}

/** Published vacancies with a salary, by currency (one currency's alone when given). */
export async function salaryCounts(db: Executor, currency?: RateCurrency): Promise<Map<string, number>> {
  const rows = await db
    .select({ currency: vacancies.salaryCurrency, n: count() })
    .from(vacancies)
    .where(
      and(
        eq(vacancies.status, 'published'),
        or(isNotNull(vacancies.salaryFrom), isNotNull(vacancies.salaryTo)),
        currency ? eq(vacancies.salaryCurrency, currency) : undefined,
      ),
    )
    .groupBy(vacancies.salaryCurrency);
  return new Map(rows.map((row) => [row.currency, row.n]));
}

export function rateOf(
  currency: RateCurrency,
  row: Pick<typeof currencyRates.$inferSelect, 'roubles' | 'updatedAt'> | null,
  vacancyCount: number,
): CurrencyRate {
  return {
    currency,
    roubles: row ? Number(row.roubles) : null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
    vacancies: vacancyCount,
  };
}
