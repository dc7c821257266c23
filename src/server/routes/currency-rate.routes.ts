import {
  currencyRateList,
  currencyRateRemove,
  currencyRateSet,
} from '../../shared/contract/endpoints/currency-rate.endpoints';
import { listCurrencyRates } from '../domain/currency-rates/list-currency-rates';
import { removeCurrencyRate, setCurrencyRate } from '../domain/currency-rates/save-currency-rate';
import type { DomainDeps } from '../domain/deps';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';

/** /api/currency-rate/…: the career centre's exchange rates, listed and set by admins (docs/decisions/063). */
export function currencyRateRoutes({ deps }: { deps: DomainDeps }) {
  return new DeclaredRoutes()
    .on(currencyRateList, async (c) => ok(c, await listCurrencyRates(deps.db)))
    .on(currencyRateSet, async (c, session) => {
      const { currency } = c.req.valid('param');
      const result = await setCurrencyRate(deps, session.accountId, currency, c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(currencyRateRemove, async (c, session) => {
      const result = await removeCurrencyRate(deps, session.accountId, c.req.valid('param').currency);
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    });
}
