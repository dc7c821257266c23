import type { VacancyListQuery } from '../../../shared/contract/vacancy.contract';
import { EMPLOYMENTS, EXPERIENCES, SCHEDULES, STUDENT_FLAGS } from '../../../shared/dictionaries';
import type { SearchSnapshot } from './search-snapshot';

/**
 * The list's filters (vacancies/vacancy-filters.ts, `vacancyConditions` in the public scope) over
 * a snapshot: the same rule written for arrays. search-in-memory.db.test.ts holds every answer
 * equal to the database's.
 */
export type SnapshotFilter = {
  query: VacancyListQuery;
  cityIds: readonly number[] | null;
  /** Positions the search text matches (a bit each), or null without text. */
  text: Uint32Array | null;
  now: Date;
};

/** The query fields this file filters by; a query with any other filter set is left to SQL. */
const HANDLED = new Set<keyof VacancyListQuery>([
  'text',
  'type',
  'tags',
  'salaryFrom',
  'employment',
  'schedule',
  'experience',
  'flags',
  'company',
  'city',
  'region',
  'near',
  'status',
  'hidden',
  'scope',
  'sort',
  'page',
  'limit',
  'after',
]);

export function snapshotHandles(query: VacancyListQuery): boolean {
  return Object.entries(query).every(
    ([field, value]) => value === undefined || HANDLED.has(field as keyof VacancyListQuery),
  );
}

const bitsOf = <T extends string>(all: readonly T[], chosen: readonly T[] | undefined) =>
  chosen?.length ? new Set(chosen.map((value) => all.indexOf(value))) : null;

function predicate(snapshot: SearchSnapshot, filter: SnapshotFilter): (p: number) => boolean {
  const { query, text } = filter;
  const nowMicros = filter.now.getTime() * 1000;
  const employment = bitsOf(EMPLOYMENTS, query.employment);
  const schedule = bitsOf(SCHEDULES, query.schedule);
  const experience = bitsOf(EXPERIENCES, query.experience);
  const flagMask = (query.flags ?? []).reduce((mask, flag) => mask | (1 << STUDENT_FLAGS.indexOf(flag)), 0);
  const tags = query.tags?.length ? new Set(query.tags) : null;
  const cities = filter.cityIds ? new Set(filter.cityIds) : null;
  const s = snapshot;
  return (p) => {
    if (text && (((text[p >>> 5] as number) >>> (p & 31)) & 1) === 0) return false;
    if (!((s.expiresAt[p] as number) > nowMicros)) return false;
    if (query.type !== undefined && s.typeId[p] !== query.type) return false;
    if (query.company !== undefined && s.companyId[p] !== query.company) return false;
    if (query.salaryFrom !== undefined && !((s.salaryRoubles[p] as number) >= query.salaryFrom)) return false;
    if (employment && !employment.has(s.employment[p] as number)) return false;
    if (schedule && !schedule.has(s.schedule[p] as number)) return false;
    if (experience && !experience.has(s.experience[p] as number)) return false;
    if (((s.flags[p] as number) & flagMask) !== flagMask) return false;
    if (cities && !cities.has(s.cityId[p] as number)) return false;
    if (tags) {
      const end = s.tagStart[p + 1] as number;
      let found = false;
      for (let i = s.tagStart[p] as number; i < end && !found; i += 1)
        found = tags.has(s.tagIds[i] as number);
      if (!found) return false;
    }
    return true;
  };
}

type SnapshotOrder = 'newest' | 'salary';

/** The key of position p as a cursor's text (vacancy-order.ts `keyText`). */
export function keyTextAt(snapshot: SearchSnapshot, order: SnapshotOrder, p: number): string {
  if (order === 'salary') return String(snapshot.salaryRank[p]);
  const key = snapshot.newestKey[p] as number;
  return key === Number.NEGATIVE_INFINITY ? 'null' : String(key);
}

/** True when position p comes strictly after the cursor's row in `order`. */
function afterTest(snapshot: SearchSnapshot, order: SnapshotOrder, after: { key: string; id: number }) {
  const bound =
    order === 'salary'
      ? Number(after.key)
      : after.key === 'null'
        ? Number.NEGATIVE_INFINITY
        : Number(after.key);
  const keys = order === 'salary' ? snapshot.salaryRank : snapshot.newestKey;
  return (p: number) => {
    const key = keys[p] as number;
    return key < bound || (key === bound && (snapshot.ids[p] as number) < after.id);
  };
}

/** The positions of the first `limit` matches in `order`, after the cursor's row if one is given. */
export function scanSnapshot(
  snapshot: SearchSnapshot,
  filter: SnapshotFilter,
  order: SnapshotOrder,
  limit: number,
  after?: { key: string; id: number },
): number[] {
  const matches = predicate(snapshot, filter);
  const past = after ? afterTest(snapshot, order, after) : null;
  const found: number[] = [];
  const size = snapshot.size;
  const text = filter.text;
  if (order === 'newest' && text) {
    // Newest first is position order: walk the text's set bits, 32 positions a word.
    for (let word = 0; word < text.length && found.length < limit; word += 1) {
      let bits = text[word] as number;
      while (bits !== 0 && found.length < limit) {
        const low = bits & -bits;
        const p = (word << 5) + 31 - Math.clz32(low);
        bits ^= low;
        if ((!past || past(p)) && matches(p)) found.push(p);
      }
    }
    return found;
  }
  for (let i = 0; i < size && found.length < limit; i += 1) {
    const p = order === 'salary' ? (snapshot.salaryOrder[i] as number) : i;
    if (past && !past(p)) continue;
    if (matches(p)) found.push(p);
  }
  return found;
}

/** The tag counts of these positions, by tag id (vacancy-facets.ts's grouped query). */
export function tagCountsAt(snapshot: SearchSnapshot, positions: readonly number[]) {
  const counts = new Map<number, number>();
  for (const p of positions) {
    const end = snapshot.tagStart[p + 1] as number;
    for (let i = snapshot.tagStart[p] as number; i < end; i += 1) {
      const tag = snapshot.tagIds[i] as number;
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
  }
  return [...counts].sort(([a], [b]) => a - b).map(([id, count]) => ({ id, count }));
}
