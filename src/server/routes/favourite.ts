import { Hono } from 'hono';
import {
  FavouriteIdsQuerySchema,
  FavouriteListQuerySchema,
  FavouriteSwitchRequestSchema,
} from '../../shared/contract/favourite';
import type { DomainDeps } from '../domain/deps';
import { favouriteIds, listFavourites } from '../domain/favourites/list-favourites';
import { switchFavourite } from '../domain/favourites/switch-favourite';
import type { AppEnv } from '../http/context';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { parseQuery } from '../http/parse-query';
import { requireAccount } from '../http/require-account';

/** Only these kinds keep favourites; which target each may keep the domain decides (403). */
const OWNERS = ['student', 'company'] as const;

/** /api/favourite/…: always the signed-in owner's own rows; the owner comes from the session only. */
export function favouriteRoutes({ deps }: { deps: DomainDeps }) {
  const app = new Hono<AppEnv>();

  app.post('/favourite/switch', async (c) => {
    const auth = requireAccount(c, OWNERS);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, FavouriteSwitchRequestSchema);
    if (!body.ok) return body.response;
    const owner = { kind: auth.session.accountKind, id: auth.session.accountId };
    const result = await switchFavourite(deps, owner, body.value);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.get('/favourite/getItems', async (c) => {
    const auth = requireAccount(c, OWNERS);
    if (!auth.ok) return auth.response;
    const query = parseQuery(c, FavouriteListQuerySchema);
    if (!query.ok) return query.response;
    const owner = { kind: auth.session.accountKind, id: auth.session.accountId };
    const result = await listFavourites(deps, owner, query.value);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.get('/favourite/ids', async (c) => {
    const auth = requireAccount(c, OWNERS);
    if (!auth.ok) return auth.response;
    const query = parseQuery(c, FavouriteIdsQuerySchema);
    if (!query.ok) return query.response;
    const owner = { kind: auth.session.accountKind, id: auth.session.accountId };
    const result = await favouriteIds(deps, owner, query.value.targetKind);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  return app;
}
