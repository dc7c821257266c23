import { eq, sql } from 'drizzle-orm';
import type {
  CurrencyRate,
  CurrencyRateInput,
  RateCurrency,
} from '../../../shared/contract/currency-rate.contract';
import { hitRateLimit } from '../../auth/rate-limit';
import { bumpCacheVersions } from '../../cache/cache-versions';
import type { Executor } from '../../db/client';
import { currencyRates } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainFailure, type DomainResult, limitedUntil, success } from '../result';
import { rateOf, salaryCounts } from './list-currency-rates';

/** Each change rewrites its currency's vacancies: an admin's hour holds this many. */
const WRITE_RATE = { limit: 30, windowMs: 3_600_000 };
/**
 * A change of the rates holds this advisory lock alone; every write of a vacancy's salary in
 * another currency takes it shared (the trigger `vacancies_salary_keys`, migration 0033). So a
 * vacancy saved during a change is either rewritten by it or reads the new rate, never keeps the
 * old one. (The classes of domain/search-synonyms are 14_020….)
 */
const RATES_LOCK_CLASS = 14_030;

export const rateTexts = {
  rate: 'Слишком много правок курсов за час. Попробуйте через {minutes}.',
} as const;

async function tooMany(deps: DomainDeps, adminId: number): Promise<DomainFailure | null> {
  const now = deps.now();
  const hit = await hitRateLimit(deps.db, `currency-rate-write:${adminId}`, WRITE_RATE, now);
  return hit.count > WRITE_RATE.limit ? limitedUntil(rateTexts.rate, hit.resetAt, now) : null;
}

/**
 * The rate changed: the trigger computes both salary keys of the currency's vacancies again (a key
 * written by a statement is the trigger's to compute), in this transaction, and the cached public
 * lists are stale. Saved searches keep their matches: a vacancy is matched when it is published or
 * edited (docs/decisions/024), and a rate's change is neither.
 */
/**
 * The change's locks, in the order a vacancy's write takes them: the write locks its row, then its
 * trigger asks for the rates' lock; so the change locks the currency's rows first (in id order,
 * as another change of the same currency does) and the rates' lock after. Taken the other way
 * round, a write waiting for the lock while holding a row the change is about to rewrite would be
 * a deadlock. (A transaction writing two vacancies of the currency could still meet a change
 * crosswise; none does.)
 */
async function lockForChange(tx: Executor, currency: RateCurrency): Promise<void> {
  await tx.execute(sql`select id from vacancies
    where salary_currency = ${currency} and coalesce(salary_to, salary_from) is not null
    order by id for update`);
  await tx.execute(sql`select pg_advisory_xact_lock(${RATES_LOCK_CLASS}, 0)`);
}

async function rankAgain(tx: Executor, currency: RateCurrency): Promise<number> {
  await tx.execute(sql`update vacancies set salary_rank = salary_rank
    where salary_currency = ${currency} and coalesce(salary_to, salary_from) is not null`);
  await bumpCacheVersions(tx, ['vacancies']);
  return (await salaryCounts(tx, currency)).get(currency) ?? 0;
}

/** PUT /api/currency-rate/:currency/ (admins, docs/decisions/063): a new rate, or a change of one. */
export async function setCurrencyRate(
  deps: DomainDeps,
  adminId: number,
  currency: RateCurrency,
  input: CurrencyRateInput,
): Promise<DomainResult<CurrencyRate>> {
  const refused = await tooMany(deps, adminId);
  if (refused) return refused;
  const now = deps.now();
  const roubles = String(input.roubles);
  return deps.db.transaction(async (tx): Promise<DomainResult<CurrencyRate>> => {
    await lockForChange(tx, currency);
    const [row] = await tx
      .insert(currencyRates)
      .values({ currency, roubles, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: currencyRates.currency, set: { roubles, updatedAt: now } })
      .returning();
    if (!row) throw new Error('currency rate write returned nothing');
    return success(rateOf(currency, row, await rankAgain(tx, currency)));
  });
}

/**
 * DELETE /api/currency-rate/:currency/ (admins): no rate any more, the currency's vacancies go back
 * after the rouble ones. Removing a rate that is not set changes nothing and says so by its answer.
 */
export async function removeCurrencyRate(
  deps: DomainDeps,
  adminId: number,
  currency: RateCurrency,
): Promise<DomainResult<CurrencyRate>> {
  const refused = await tooMany(deps, adminId);
  if (refused) return refused;
  return deps.db.transaction(async (tx): Promise<DomainResult<CurrencyRate>> => {
    await lockForChange(tx, currency);
    await tx.delete(currencyRates).where(eq(currencyRates.currency, currency));
    return success(rateOf(currency, null, await rankAgain(tx, currency)));
  });
}
