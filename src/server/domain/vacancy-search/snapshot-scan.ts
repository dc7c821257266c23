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

/** A chosen set of dictionary values as bits by their index; -1 (every bit): none chosen. */
const maskOf = <T extends string>(all: readonly T[], chosen: readonly T[] | undefined) =>
  chosen?.length ? chosen.reduce((mask, value) => mask | (1 << all.indexOf(value)), 0) : -1;

/** Ids as a lookup table (tag and city ids are small); null: no such filter. */
function tableOf(ids: readonly number[] | null | undefined): Uint8Array | null {
  if (!ids?.length) return ids ? new Uint8Array(0) : null;
  const table = new Uint8Array(Math.max(...ids) + 1);
  for (const id of ids) table[id] = 1;
  return table;
}

function predicate(snapshot: SearchSnapshot, filter: SnapshotFilter): (p: number) => boolean {
  const { query, text } = filter;
  const nowMicros = filter.now.getTime() * 1000;
  const employment = maskOf(EMPLOYMENTS, query.employment);
  const schedule = maskOf(SCHEDULES, query.schedule);
  const experience = maskOf(EXPERIENCES, query.experience);
  const flagMask = (query.flags ?? []).reduce((mask, flag) => mask | (1 << STUDENT_FLAGS.indexOf(flag)), 0);
  const tags = query.tags?.length ? tableOf(query.tags) : null;
  const cities = tableOf(filter.cityIds);
  const type = query.type;
  const company = query.company;
  const salaryFrom = query.salaryFrom;
  const s = snapshot;
  return (p) => {
    if (text && (((text[p >>> 5] as number) >>> (p & 31)) & 1) === 0) return false;
    if (!((s.expiresAt[p] as number) > nowMicros)) return false;
    if (type !== undefined && s.typeId[p] !== type) return false;
    if (company !== undefined && s.companyId[p] !== company) return false;
    if (salaryFrom !== undefined && !((s.salaryRoubles[p] as number) >= salaryFrom)) return false;
    if (((1 << (s.employment[p] as number)) & employment) === 0) return false;
    if (((1 << (s.schedule[p] as number)) & schedule) === 0) return false;
    if (((1 << (s.experience[p] as number)) & experience) === 0) return false;
    if (((s.flags[p] as number) & flagMask) !== flagMask) return false;
    if (cities && cities[s.cityId[p] as number] !== 1) return false;
    if (tags) {
      const end = s.tagStart[p + 1] as number;
      let found = false;
      for (let i = s.tagStart[p] as number; i < end && !found; i += 1)
        found = tags[s.tagIds[i] as number] === 1;
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
