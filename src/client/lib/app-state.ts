/**
 * State that several features share (docs/design.md#boundaries: shared things live in lib/, ui/ or shared/).
 * Start-up fills these atoms once from platform storage before the first render
 * (docs/design.md#sessions-and-telegram).
 */
import * as v from 'valibot';
import { type SessionAccount, type StoredAuth, StoredAuthSchema } from '../../shared/contract/auth.contract';
import { atom, useAtomValue } from './store';

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

/**
 * Unread thread messages of the signed-in student or company (docs/decisions/058): the menu's
 * badge and the lists' «Сообщения (N новых)». Kept here with the other app-wide atoms: a module of
 * its own beside this one made the bundler split this module out of the entry into a chunk every
 * screen lists (tests/e2e/js-budget.journey.test.ts). The fetching is lib/unread-api.ts's.
 */
interface UnreadState {
  total: number;
  byApplication: ReadonlyMap<number, number>;
  /** The session these counts are for: another sign-in asks again at once. */
  token: string;
  /** When they were fetched (ms), for the 30-second spacing of lib/unread-api.ts. */
  at: number;
}

export const unreadAtom = atom<UnreadState | null>(null);

interface Unread {
  total: number;
  /** One application's unread messages, 0 when none (or not known yet). */
  forApplication(applicationId: number): number;
}

/** The counts for the current session; zeros while unknown, for a guest or an admin. */
export function useUnread(): Unread {
  const state = useAtomValue(unreadAtom);
  const auth = useAtomValue(authAtom);
  const current = state !== null && auth !== null && state.token === auth.token ? state : null;
  return {
    total: current?.total ?? 0,
    forApplication: (applicationId) => current?.byApplication.get(applicationId) ?? 0,
  };
}
