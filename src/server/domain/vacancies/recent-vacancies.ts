import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { RecentVacanciesData } from '../../../shared/contract/vacancy.contract';
import { companies, students, vacancies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { selectCountedListRows } from './counted-list-rows';
import { loadTags, toListItem } from './vacancy-rows';
import { visibleToStudents } from './vacancy-visibility';

/** Before a student's first look at /vacancies/recent/, "new" means the last week (docs/decisions/004). */
export const RECENT_DEFAULT_WINDOW_MS = 7 * 24 * 3_600_000;
export const RECENT_ITEMS_MAX = 50;

/** The student's «seen» mark: null before their first look at /vacancies/recent/. */
export async function recentMarkOf(deps: DomainDeps, studentId: number): Promise<Date | null> {
  const [student] = await deps.db
    .select({ seenAt: students.recentVacanciesSeenAt })
    .from(students)
    .where(eq(students.id, studentId));
  return student?.seenAt ?? null;
}

/**
 * Where «the last week» starts for a student without a mark, in whole minutes: every such
 * student of the same minute gets the same answer, which the route shares through the public
 * list cache (its entries live a minute at most anyway, public-list-cache.ts).
 */
export function lastWeekFrom(now: Date): Date {
  const from = now.getTime() - RECENT_DEFAULT_WINDOW_MS;
  return new Date(from - (from % 60_000));
}

/**
 * POST /api/vacancy/recent: published vacancies of approved companies since the student's mark
 * (`seenAt`), or since `lastWeekFrom` without one. Reading does not move the mark (the start-up
 * refresh must not swallow the news); opening the screen does, through markRecentVacanciesSeen.
 */
export async function recentVacanciesSince(
  deps: DomainDeps,
  seenAt: Date | null,
  /** Without a mark: the window's start the caller keyed its cache entry by. */
  weekFrom?: Date,
): Promise<RecentVacanciesData> {
  const now = deps.now();
  const from = seenAt ?? weekFrom ?? lastWeekFrom(now);
  const where = and(visibleToStudents(now), gt(vacancies.publishedAt, from));
  const count = deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(where);
  const rows = await selectCountedListRows(deps.db, count)
    .where(where)
    .orderBy(sql`${vacancies.publishedAt} desc nulls last`, desc(vacancies.id))
    .limit(RECENT_ITEMS_MAX);
  const tagsOf = await loadTags(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    count: rows[0]?.matching ?? 0,
    items: rows.map((row) => toListItem(row, tagsOf.get(row.id) ?? [], now)),
    since: seenAt ? seenAt.toISOString() : null,
  };
}

/** POST /api/vacancy/recent/seen/: the student opened /vacancies/recent/; news starts from now. */
export async function markRecentVacanciesSeen(
  deps: DomainDeps,
  studentId: number,
): Promise<{ seenAt: string }> {
  const now = deps.now();
  await deps.db.update(students).set({ recentVacanciesSeenAt: now }).where(eq(students.id, studentId));
  return { seenAt: now.toISOString() };
}
