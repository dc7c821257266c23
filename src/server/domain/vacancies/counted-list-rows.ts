import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cities, companies, vacancies, vacancyTypes } from '../../db/schema';
import { listColumns } from './vacancy-rows';

/**
 * selectListRows with the total of a page on each of its rows: `count`, a query answering one
 * number, runs once as a scalar subquery (an InitPlan) beside the page's top-N sort — one
 * statement instead of two. Not `count(*) over ()`: that window makes the database build every
 * matching row, snippets and all, before LIMIT (the recent list has hundreds). No row means no
 * page, so a caller whose page may start past the end counts apart.
 */
export function selectCountedListRows(db: Executor, count: SQLWrapper) {
  const matching: SQL<number> = sql`(${count})`.mapWith(Number);
  return db
    .select({ ...listColumns, matching })
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .leftJoin(vacancyTypes, eq(vacancyTypes.id, vacancies.vacancyTypeId))
    .leftJoin(cities, eq(cities.id, vacancies.cityId))
    .$dynamic();
}
