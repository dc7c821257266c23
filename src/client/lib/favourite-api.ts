/** The favourites calls behind lib/favourites.ts (docs/decisions/006): switch one, read the ids of a kind. */
import { favouriteIds, favouriteSwitch } from '../../shared/contract/endpoints/favourite.endpoints';
import type {
  FavouriteIds,
  FavouriteSwitchResult,
  FavouriteTarget,
} from '../../shared/contract/favourite.contract';
import type { HttpClient, HttpResult } from './http';

export function switchFavourite(
  http: HttpClient,
  kind: FavouriteTarget,
  id: number,
): Promise<HttpResult<FavouriteSwitchResult>> {
  return http.api(favouriteSwitch, { body: { targetKind: kind, targetId: id } });
}

export function fetchFavouriteIds(
  http: HttpClient,
  kind: FavouriteTarget,
): Promise<HttpResult<FavouriteIds>> {
  return http.api(favouriteIds, { query: { targetKind: kind } });
}
