import { and, inArray, sql } from 'drizzle-orm';
import { TOTAL_CAP, type VacancyListQuery } from '../../../shared/contract/vacancy.contract';
import type { Executor } from '../../db/client';
import { vacancyTags } from '../../db/schema';
import { nearnessRank } from '../places/near-point';
import type { SearchSnapshot } from '../vacancy-search/search-snapshot';
import { keyTextAt, type SnapshotFilter, scanSnapshot, tagCountsAt } from '../vacancy-search/snapshot-scan';
import type { SnapshotView } from '../vacancy-search/snapshot-store';
import { relevanceSql } from '../vacancy-search/text-rank';
import { type ResolvedSearch, type VacancyScope, vacancyConditions } from './vacancy-filters';
import { afterKey, type ListOrder } from './vacancy-order';
import { cappedCount, rankRows, type ScanRow, scanMatches } from './vacancy-scan';

/** How the first TOTAL_CAP matches are ordered before paging (docs/decisions/029, 061). */
export type RankBy = 'relevance' | 'distance' | null;

type ScanOptions = { after?: { key: string; id: number }; rank?: RankBy };

/**
 * Where a list's matches come from: the database (every scope), or, for the public list, the
 * instance's snapshot in memory (docs/decisions/065-search-in-memory.md). Both give the same
 * rows in the same order; search-in-memory.db.test.ts holds them equal.
 */
export type MatchSource = {
  /** The first `limit` matches of a query's filters in `order`. */
  scan(
    query: VacancyListQuery,
    resolved: ResolvedSearch,
    order: ListOrder,
    limit: number,
    options?: ScanOptions,
  ): Promise<ScanRow[]>;
  /** How many match, counted no further than TOTAL_CAP + 1. */
  count(query: VacancyListQuery, resolved: ResolvedSearch): Promise<number>;
  /** How many of these vacancies carry each tag, by tag id. */
  tagCounts(ids: readonly number[]): Promise<{ id: number; count: number }[]>;
};

function rankExpression(rank: RankBy | undefined, query: VacancyListQuery, resolved: ResolvedSearch) {
  if (rank === 'relevance' && resolved.parsed) return relevanceSql(resolved.parsed);
  if (rank === 'distance' && query.near) return nearnessRank(query.near);
  return null;
}

export function databaseMatches(db: Executor, scope: VacancyScope): MatchSource {
  return {
    scan(query, resolved, order, limit, options = {}) {
      const where = vacancyConditions(query, scope, resolved);
      const bounded = options.after
        ? and(where, afterKey(order, options.after.key, options.after.id))
        : where;
      return scanMatches(db, bounded, order, limit, rankExpression(options.rank, query, resolved));
    },
    count: (query, resolved) => cappedCount(db, vacancyConditions(query, scope, resolved)),
    tagCounts: (ids) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: vacancyTags.tagId, count: sql<number>`count(*)::int` })
            .from(vacancyTags)
            .where(inArray(vacancyTags.vacancyId, [...ids]))
            .groupBy(vacancyTags.tagId)
            .orderBy(vacancyTags.tagId),
  };
}

/** A match in a snapshot: its cursor text is written only for the row a page ends on. */
class SnapshotRow implements ScanRow {
  readonly id: number;
  readonly typeId: number | null;
  readonly cityId: number | null;
  rank: number | null = null;
  constructor(
    private readonly snapshot: SearchSnapshot,
    private readonly order: 'newest' | 'salary',
    private readonly position: number,
  ) {
    this.id = snapshot.ids[position] as number;
    this.typeId = snapshot.typeId[position] || null;
    this.cityId = snapshot.cityId[position] || null;
  }
  get keyText(): string {
    return keyTextAt(this.snapshot, this.order, this.position);
  }
}

/** The public list over a snapshot: the database is asked only for a new text's matches and ranks. */
export function snapshotMatches(db: Executor, view: SnapshotView, now: Date): MatchSource {
  const { snapshot } = view;
  const filterOf = async (query: VacancyListQuery, resolved: ResolvedSearch): Promise<SnapshotFilter> => ({
    query,
    cityIds: resolved.cityIds,
    text: resolved.parsed ? await view.textMatches(db, resolved.parsed) : null,
    now,
  });
  return {
    async scan(query, resolved, order, limit, options = {}) {
      const positions = scanSnapshot(
        snapshot,
        await filterOf(query, resolved),
        order.kind,
        limit,
        options.after,
      );
      const rows = positions.map((p) => new SnapshotRow(snapshot, order.kind, p));
      if (options.rank === 'relevance' && resolved.parsed) {
        const ranks = await view.relevance(
          db,
          resolved.parsed,
          rows.map((row) => row.id),
        );
        for (const row of rows) row.rank = ranks.get(row.id) ?? 0;
        return rows;
      }
      const rank = rankExpression(options.rank, query, resolved);
      return rank ? rankRows(db, rows, rank) : rows;
    },
    async count(query, resolved) {
      return scanSnapshot(snapshot, await filterOf(query, resolved), 'newest', TOTAL_CAP + 1).length;
    },
    tagCounts: async (ids) =>
      tagCountsAt(
        snapshot,
        ids.flatMap((id) => {
          const p = snapshot.positionOf.get(id);
          return p === undefined ? [] : [p];
        }),
      ),
  };
}
