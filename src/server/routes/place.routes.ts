import { cityList } from '../../shared/contract/endpoints/place.endpoints';
import {
  companyCitySet,
  unmatchedAddressList,
  vacancyCitySet,
} from '../../shared/contract/endpoints/unmatched-address.endpoints';
import type { DomainDeps } from '../domain/deps';
import { listCities } from '../domain/places/list-cities';
import { listUnmatchedAddresses } from '../domain/places/list-unmatched-addresses';
import { setAddressCity } from '../domain/places/set-address-city';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';

/**
 * /api/city/…: the city dictionary for the places filter and the vacancy form, and the career
 * centre's «Адреса без города» with the city it chooses for each (docs/decisions/061).
 */
export function placeRoutes({ deps }: { deps: DomainDeps }) {
  return new DeclaredRoutes()
    .on(cityList, async (c) => ok(c, await listCities(deps.db, c.req.valid('query'))))
    .on(unmatchedAddressList, async (c) => ok(c, await listUnmatchedAddresses(deps.db, c.req.valid('query'))))
    .on(vacancyCitySet, async (c, session) => {
      const { id } = c.req.valid('param');
      const result = await setAddressCity(deps, session.accountId, 'vacancy', id, c.req.valid('json').cityId);
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(companyCitySet, async (c, session) => {
      const { id } = c.req.valid('param');
      const result = await setAddressCity(deps, session.accountId, 'company', id, c.req.valid('json').cityId);
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    });
}
