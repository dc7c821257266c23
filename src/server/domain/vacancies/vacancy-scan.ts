import { desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { TOTAL_CAP } from '../../../shared/contract/vacancy.contract';
import type { Executor } from '../../db/client';
import { companies, vacancies } from '../../db/schema';
import type { ListOrder } from './vacancy-order';

/** One match of a list's search, as its index gives it: enough to page, rank and count facets. */
export type ScanRow = {
  id: number;
  typeId: number | null;
  cityId: number | null;
  keyText: string;
  rank: number | null;
};

/**
 * The first `limit` matches of `where` in `order` (docs/decisions/029). Only columns the partial
 * covering indexes of migrations 0020 and 0033 hold are read, so without a search text this is an
 * index-only range scan that stops at `limit`; `rank` (relevance, vacancy-search/text-rank.ts) is computed afterwards for
 * these rows only — the bounded candidate set of a relevance search. (In the same SELECT the
 * planner would rank every match before a bitmap scan's sort.)
 */
export async function scanMatches(
  db: Executor,
  where: SQL | undefined,
  order: ListOrder,
  limit: number,
  rank: SQL | null = null,
): Promise<ScanRow[]> {
  const rows = await scanStatement(db, where, order, limit);
  return rank ? rankRows(db, rows, rank) : rows.map((row) => ({ ...row, rank: null }));
}

/** The statement of scanMatches, unsent (the bench EXPLAINs it: tests/bench/explain-bench.ts). */
export function scanStatement(db: Executor, where: SQL | undefined, order: ListOrder, limit: number) {
  return db
    .select({
      id: vacancies.id,
      typeId: vacancies.vacancyTypeId,
      cityId: vacancies.cityId,
      keyText: sql<string>`${order.keyText}`,
    })
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(where)
    .orderBy(desc(order.key), desc(vacancies.id))
    .limit(limit);
}

/** The rows with `rank` computed for them only (relevance or a distance): one statement. */
export async function rankRows<T extends { id: number }>(
  db: Executor,
  rows: readonly T[],
  rank: SQL,
): Promise<(T & { rank: number })[]> {
  if (rows.length === 0) return [];
  const ranked = await db
    .select({ id: vacancies.id, rank: sql<number>`${rank}` })
    .from(vacancies)
    .where(
      inArray(
        vacancies.id,
        rows.map((row) => row.id),
      ),
    );
  const rankOf = new Map(ranked.map((row) => [row.id, Number(row.rank)]));
  return rows.map((row) => ({ ...row, rank: rankOf.get(row.id) ?? 0 }));
}

/** How many match, counted no further than TOTAL_CAP + 1 (the «больше 1 000» answer). */
export async function cappedCount(db: Executor, where: SQL | undefined): Promise<number> {
  const inner = db
    .select({ one: sql`1`.as('one') })
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(where)
    .limit(TOTAL_CAP + 1)
    .as('matches');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(inner);
  return row?.total ?? 0;
}
