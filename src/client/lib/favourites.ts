/**
 * The favourites map (docs/product.md#stored-data): `vacancy:<id>` / `student:<id>` → true, kept in platform
 * storage and mirrored in favouritesAtom. Shared by the vacancy screens and /favourites/
 * (docs/design.md#boundaries), so it lives in lib/. A toggle is optimistic: the heart changes at once and
 * rolls back, with a toast, when the server refuses or cannot be reached.
 */
import { useCallback } from 'react';
import { STORAGE_KEYS } from '../../shared/constants';
import type { FavouriteTarget } from '../../shared/contract/favourite.contract';
import { STATUS_REFUSAL_CODES } from '../../shared/contract/verification.contract';
import { messages } from '../../shared/messages';
import type { Platform } from '../platform/platform';
import { authAtom, type Favourites, favouritesAtom } from './app-state';
import { fetchFavouriteIds, switchFavourite } from './favourite-api';
import { keptKind } from './favourite-kind';
import type { HttpClient, HttpFailure } from './http';
import { useServices } from './services';
import { type AppStore, atom, useAtomValue, useStore } from './store';
import { writeStored } from './stored';

export type FavouriteDeps = {
  platform: Pick<Platform, 'storage' | 'toast'>;
  http: HttpClient;
  store: AppStore;
};

export const favouriteKey = (kind: FavouriteTarget, id: number): string => `${kind}:${id}`;

export function isFavourite(map: Favourites, kind: FavouriteTarget, id: number): boolean {
  return map[favouriteKey(kind, id)] === true;
}

async function saveMap(deps: Pick<FavouriteDeps, 'platform' | 'store'>, next: Favourites): Promise<void> {
  deps.store.set(favouritesAtom, next);
  try {
    await writeStored(deps.platform.storage, STORAGE_KEYS.favourites, next);
  } catch {
    // Storage full or refused: the hearts stay right for this visit and are refreshed next time.
  }
}

/** One entry on or off; the rest of the map as it is now (not as it was when a call began). */
function withEntry(map: Favourites, kind: FavouriteTarget, id: number, on: boolean): Favourites {
  const next = { ...map };
  if (on) next[favouriteKey(kind, id)] = true;
  else delete next[favouriteKey(kind, id)];
  return next;
}

/**
 * A refusal because of the account's status says why and what to do (the server's message);
 * anything else is the generic «try again».
 */
function refusalText(result: HttpFailure): string {
  const becauseOfStatus =
    result.code !== undefined && Object.values<string>(STATUS_REFUSAL_CODES).includes(result.code);
  return becauseOfStatus ? result.message : messages.favouriteFailed;
}

/**
 * Toggles one favourite: the map first, then the server. The server's answer is the truth (a
 * concurrent click from another tab may have changed it); any failure restores the state from
 * before this click and says so. Resolves to the final state.
 */
export async function toggleFavourite(
  deps: FavouriteDeps,
  kind: FavouriteTarget,
  id: number,
): Promise<boolean> {
  const before = isFavourite(deps.store.get(favouritesAtom), kind, id);
  await saveMap(deps, withEntry(deps.store.get(favouritesAtom), kind, id, !before));
  const result = await switchFavourite(deps.http, kind, id);
  const final = result.ok ? result.data.favourite : before;
  if (isFavourite(deps.store.get(favouritesAtom), kind, id) !== final)
    await saveMap(deps, withEntry(deps.store.get(favouritesAtom), kind, id, final));
  if (!result.ok) deps.platform.toast('error', refusalText(result));
  return final;
}

/**
 * Replaces the map's entries of the account's kind with the server's list (another device may
 * have changed them). Silent on failure: the stored map stays, and a stale session is the session
 * check's business, not this one's.
 */
export async function refreshFavourites(deps: FavouriteDeps): Promise<boolean> {
  const kind = keptKind(deps.store.get(authAtom)?.kind);
  if (kind === null) return false;
  const result = await fetchFavouriteIds(deps.http, kind);
  if (!result.ok) return false;
  const next: Favourites = {};
  for (const [key, value] of Object.entries(deps.store.get(favouritesAtom)))
    if (!key.startsWith(`${kind}:`)) next[key] = value;
  for (const id of result.data.ids) next[favouriteKey(kind, id)] = true;
  await saveMap(deps, next);
  return true;
}

/** The session the map was last refreshed for: once per sign-in, whichever screen asks first. */
const refreshedForAtom = atom<string | null>(null);

/**
 * Refreshes the map once per signed-in session, at the first screen that shows hearts — at start
 * or right after sign-in — without start-up paying for it on screens that show none.
 */
export function ensureFavouritesFresh(deps: FavouriteDeps): void {
  const auth = deps.store.get(authAtom);
  if (!auth || keptKind(auth.kind) === null) return;
  const session = `${auth.kind}:${auth.token}`;
  if (deps.store.get(refreshedForAtom) === session) return;
  deps.store.set(refreshedForAtom, session);
  void refreshFavourites(deps);
}

export function useFavouriteDeps(): FavouriteDeps {
  const { platform, http } = useServices();
  const store = useStore();
  return { platform, http, store };
}

/** A heart's state and its toggle. */
export function useFavourite(kind: FavouriteTarget, id: number): { active: boolean; toggle: () => void } {
  const deps = useFavouriteDeps();
  const active = isFavourite(useAtomValue(favouritesAtom), kind, id);
  const { platform, http, store } = deps;
  const toggle = useCallback(() => {
    void toggleFavourite({ platform, http, store }, kind, id);
  }, [platform, http, store, kind, id]);
  return { active, toggle };
}
