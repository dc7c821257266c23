import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { cacheVersions } from '../db/schema';

/**
 * The areas whose public answers are cached. Which writes touch which areas:
 * - a vacancy that is or was published: vacancies (the lists), companies (openVacancies),
 *   dictionaries (vacancyCount);
 * - a company profile: companies, vacancies (company logo in the items);
 * - a tag or vacancy type: dictionaries, vacancies (names in the items, removed tags);
 * - a company approved, denied or sent back to review: all three (domain/companies/verify-company.ts,
 *   domain/verification/request-review.ts), since its status decides whether its vacancies show.
 */
export const CACHE_AREAS = ['vacancies', 'companies', 'dictionaries'] as const;
export type CacheArea = (typeof CACHE_AREAS)[number];

/** The committed version of an area: one primary-key read; 0 before the first write. */
export async function readCacheVersion(db: Executor, area: CacheArea): Promise<number> {
  const [row] = await db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.area, area));
  return row?.version ?? 0;
}

/**
 * Bumps the areas' versions. Call it with the write's own transaction handle: the new version
 * becomes visible exactly when the write does, on every instance. Areas are bumped in a fixed
 * order so two concurrent writers lock the rows in the same order (no deadlock).
 */
export async function bumpCacheVersions(tx: Executor, areas: readonly CacheArea[]): Promise<void> {
  const unique = CACHE_AREAS.filter((area) => areas.includes(area));
  if (unique.length === 0) return;
  await tx
    .insert(cacheVersions)
    .values(unique.map((area) => ({ area, version: 1 })))
    .onConflictDoUpdate({ target: cacheVersions.area, set: { version: sql`${cacheVersions.version} + 1` } });
  for (const listener of bumpListeners) listener(unique);
}

type BumpListener = (areas: readonly CacheArea[]) => void;
const bumpListeners = new Set<BumpListener>();

/**
 * Hears every bump made by this process (fresh-versions.ts keeps in-memory versions with it
 * where this process is the database's only writer). Returns the unsubscribe function.
 */
export function onCacheVersionsBumped(listener: BumpListener): () => void {
  bumpListeners.add(listener);
  return () => bumpListeners.delete(listener);
}
