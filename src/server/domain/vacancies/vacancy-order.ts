import { type SQL, sql } from 'drizzle-orm';
import type { VacancySort } from '../../../shared/dictionaries';
import { vacancies } from '../../db/schema';
import type { VacancyScope } from './vacancy-filters';

/**
 * The keyset orders of the vacancy list (docs/decisions/029). Each is one expression and the id,
 * both descending, so a page boundary is one row comparison `(key, id) < (…, …)` that the
 * partial indexes of migration 0020 answer as a range. NULLs are folded into sentinels, which
 * keeps the old order exactly: `published_at desc nulls last` for the public list (nulls first
 * on boards, where drafts have no date yet). The salary order is the stored `salary_rank`
 * (docs/decisions/060, 063): roubles «на руки» and the currencies with a rate converted at it
 * first, other currencies after them, no salary last.
 */
export type ListOrder = {
  kind: 'newest' | 'salary';
  /** The ordering expression (as written in the index). */
  key: SQL;
  /** The key as cursor text (vacancy-cursor.ts). */
  keyText: SQL;
  /** The cursor text back as a value comparable with `key`. */
  valueOf(keyText: string): SQL;
};

const micros = (column: SQL) => sql`((extract(epoch from ${column}) * 1000000)::bigint)::text`;

export function listOrder(sort: VacancySort, scope: VacancyScope): ListOrder {
  if (sort === 'salary') {
    return {
      kind: 'salary',
      key: sql`${vacancies.salaryRank}`,
      keyText: sql`${vacancies.salaryRank}::text`,
      valueOf: (text) => sql`${Number(text)}::int`,
    };
  }
  const sentinel =
    scope.kind === 'public' ? sql.raw(`'-infinity'::timestamptz`) : sql.raw(`'infinity'::timestamptz`);
  return {
    kind: 'newest',
    key: sql`coalesce(${vacancies.publishedAt}, ${sentinel})`,
    keyText: sql`case when ${vacancies.publishedAt} is null then 'null' else ${micros(sql`${vacancies.publishedAt}`)} end`,
    valueOf: (text) =>
      text === 'null' ? sentinel : sql`('epoch'::timestamptz + ${text}::bigint * interval '1 microsecond')`,
  };
}

/** Rows strictly after the cursor's row in this order. */
export function afterKey(order: ListOrder, keyText: string, id: number): SQL {
  return sql`(${order.key}, ${vacancies.id}) < (${order.valueOf(keyText)}, ${id})`;
}
