/**
 * The start-up cache refresh (docs/product.md#start-up-and-logout, #constants): a signed-in student whose
 * `recent_vacancies` cache is missing or at least RECENT_VACANCIES_TTL_MS old gets it refreshed by a fresh
 * fetch. Boot calls this once the session check has found the session valid, never before: a stale or foreign
 * session must not fetch anything in the student's name.
 */
import { RECENT_VACANCIES_TTL_MS, STORAGE_KEYS } from '../../../shared/constants';
import type { StoredAuth } from '../../../shared/contract/auth.contract';
import { type RecentVacanciesCache, recentVacanciesAtom } from '../../lib/app-state';
import type { HttpClient } from '../../lib/http';
import type { AppStore } from '../../lib/store';
import { writeStored } from '../../lib/stored';
import type { Platform } from '../../platform/platform';
import { fetchRecentVacancies } from './recent-api';

/**
 * Missing, or at least an hour old. A timestamp from the future (the clock was moved back) would
 * otherwise keep the cache "fresh" for as long as the clock is off, so it counts as stale too.
 */
export function needsRecentRefresh(cache: RecentVacanciesCache | null, now: number): boolean {
  if (cache === null) return true;
  const age = now - cache.timestamp;
  return age < 0 || age >= RECENT_VACANCIES_TTL_MS;
}

export type RefreshOutcome = 'not-student' | 'fresh' | 'refreshed' | 'failed';

interface RefreshDeps {
  platform: Pick<Platform, 'toast' | 'storage'>;
  http: HttpClient;
  store: AppStore;
  auth: StoredAuth | null;
}

/**
 * Stores `{ timestamp, count, since }` in platform storage and in recentVacanciesAtom: only what is
 * read back, so the value stays a few dozen characters (docs/decisions/055).
 */
export async function saveRecentCache(
  deps: Pick<RefreshDeps, 'platform' | 'store'>,
  filled: RecentVacanciesCache,
): Promise<void> {
  const cache: RecentVacanciesCache = {
    timestamp: filled.timestamp,
    count: filled.count ?? 0,
    since: filled.since ?? null,
  };
  deps.store.set(recentVacanciesAtom, cache);
  try {
    await writeStored(deps.platform.storage, STORAGE_KEYS.recentVacancies, cache);
  } catch (error) {
    // The count is already on screen; the next start simply fetches again.
    console.warn('[recent] could not store recent_vacancies', error);
  }
}

export async function refreshRecentOnStart(deps: RefreshDeps): Promise<RefreshOutcome> {
  if (deps.auth?.kind !== 'student') return 'not-student';
  if (!needsRecentRefresh(deps.store.get(recentVacanciesAtom), Date.now())) return 'fresh';
  const data = await fetchRecentVacancies(deps.http, deps.platform);
  if (data === false) return 'failed';
  await saveRecentCache(deps, { timestamp: Date.now(), count: data.count, since: data.since });
  return 'refreshed';
}
