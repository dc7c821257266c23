import {
  favouriteIds,
  favouriteItems,
  favouriteSwitch,
} from '../../shared/contract/endpoints/favourite.endpoints';
import type { DomainDeps } from '../domain/deps';
import { listFavourites, favouriteIds as readFavouriteIds } from '../domain/favourites/list-favourites';
import { switchFavourite } from '../domain/favourites/switch-favourite';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';

/** /api/favourite/…: always the signed-in owner's own rows; the owner comes from the session only. */
export function favouriteRoutes({ deps }: { deps: DomainDeps }) {
  return new DeclaredRoutes()
    .on(favouriteSwitch, async (c, session) => {
      const owner = { kind: session.accountKind, id: session.accountId };
      const result = await switchFavourite(deps, owner, c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(favouriteItems, async (c, session) => {
      const owner = { kind: session.accountKind, id: session.accountId };
      const result = await listFavourites(deps, owner, c.req.valid('query'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(favouriteIds, async (c, session) => {
      const owner = { kind: session.accountKind, id: session.accountId };
      const result = await readFavouriteIds(deps, owner, c.req.valid('query').targetKind);
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    });
}
