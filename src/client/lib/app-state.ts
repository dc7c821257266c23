/**
 * State that several features share (docs/design.md#boundaries: shared things live in lib/, ui/ or shared/).
 * Start-up fills these atoms once from platform storage before the first render
 * (docs/design.md#sessions-and-telegram).
 */
import * as v from 'valibot';
import { type SessionAccount, type StoredAuth, StoredAuthSchema } from '../../shared/contract/auth.contract';
import { atom } from './store';

export { StoredAuthSchema };

/**
 * The `favourites` record (docs/product.md#stored-data: "a map of items"): `vacancy:<id>` and
 * `student:<id>` → true, as lib/favourites.ts writes it. A record with any other entry is treated as
 * absent (lib/stored.ts) and the next refresh rebuilds it from the server.
 */
export const FavouritesSchema = v.record(
  v.pipe(v.string(), v.regex(/^(?:vacancy|student):[1-9]\d{0,9}$/)),
  v.literal(true),
);
export type Favourites = v.InferOutput<typeof FavouritesSchema>;

/**
 * The `recent_vacancies` cache (docs/product.md#stored-data): when it was filled (the 1-hour check,
 * docs/product.md#start-up-and-logout), the «new» count the menu and the home show, and the mark it
 * counts from. Never the list itself: /vacancies/recent/ fetches it, and 40 cards (39 KB) are over
 * Telegram CloudStorage's 4096 characters a value (docs/decisions/055). An older cache that still
 * holds `items` is read for these fields alone and written small at the next refresh.
 */
export const RecentVacanciesCacheSchema = v.object({
  timestamp: v.number(),
  count: v.optional(v.number()),
  since: v.optional(v.nullable(v.string())),
});
export type RecentVacanciesCache = v.InferOutput<typeof RecentVacanciesCacheSchema>;

/** The «new» count a cache holds, for the menu badge; 0 when it holds none. */
export function recentCount(cache: RecentVacanciesCache | null): number {
  const count = cache?.count;
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** The stored auth record `{ token, kind }`, or null for a guest. */
export const authAtom = atom<StoredAuth | null>(null);

/**
 * The signed-in account (name, email) as the server last described it. Null while unknown:
 * the stored auth record alone does not carry a name.
 */
export const accountAtom = atom<SessionAccount | null>(null);

export const favouritesAtom = atom<Favourites>({});

export const recentVacanciesAtom = atom<RecentVacanciesCache | null>(null);
