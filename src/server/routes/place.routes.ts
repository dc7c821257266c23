import { cityList } from '../../shared/contract/endpoints/place.endpoints';
import type { DomainDeps } from '../domain/deps';
import { listCities } from '../domain/places/list-cities';
import { DeclaredRoutes } from '../http/declared-routes';
import { ok } from '../http/envelope';

/** /api/city/…: the city dictionary for the places filter and the vacancy form (docs/decisions/061). */
export function placeRoutes({ deps }: { deps: DomainDeps }) {
  return new DeclaredRoutes().on(cityList, async (c) =>
    ok(c, await listCities(deps.db, c.req.valid('query'))),
  );
}
