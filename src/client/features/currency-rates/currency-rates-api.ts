/** The admins' calls of /board/currency-rates/: the rates, and the changes of a save. */
import type { CurrencyRate, RateCurrency } from '../../../shared/contract/currency-rate.contract';
import {
  currencyRateList,
  currencyRateRemove,
  currencyRateSet,
} from '../../../shared/contract/endpoints/currency-rate.endpoints';
import type { Answer } from '../../lib/form-refusal';
import type { HttpClient, HttpResult } from '../../lib/http';

export function fetchCurrencyRates(
  http: HttpClient,
  signal: AbortSignal,
): Promise<HttpResult<CurrencyRate[]>> {
  return http.api(currencyRateList, {}, { signal });
}

/** A currency's new rate, or null: no rate any more. */
export type RateChange = { currency: RateCurrency; roubles: number | null };

/**
 * The changes one at a time; the first refusal stops the rest and is answered with its field
 * error at the currency's field (the server names it `roubles`).
 */
export async function saveCurrencyRates(
  http: HttpClient,
  changes: readonly RateChange[],
): Promise<Answer<CurrencyRate[]>> {
  const saved: CurrencyRate[] = [];
  for (const { currency, roubles } of changes) {
    const result =
      roubles === null
        ? await http.api(currencyRateRemove, { params: { currency } })
        : await http.api(currencyRateSet, { params: { currency }, body: { roubles } });
    if (!result.ok) {
      const field = result.errors?.roubles;
      return { ...result, errors: field ? { [currency]: field } : result.errors };
    }
    saved.push(result.data);
  }
  return { ok: true, data: saved };
}
