import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, vacancies, vacancyTypes } from '../../db/schema';
import { listColumns } from './vacancy-rows';

/**
 * selectListRows with the number of all matching rows on each row (`count(*) over ()`, taken
 * before LIMIT): a page and its total in one statement instead of two. No row means no match,
 * unless the page starts past the end — only then does the caller need its own count.
 */
export function selectCountedListRows(db: Executor) {
  return db
    .select({ ...listColumns, matching: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .leftJoin(vacancyTypes, eq(vacancyTypes.id, vacancies.vacancyTypeId))
    .$dynamic();
}
