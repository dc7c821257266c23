import { eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ApplicationListQuery } from '../../../shared/contract/application.contract';
import { applications, students, vacancies } from '../../db/schema';
import { likePattern } from '../text/like-pattern';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a Moscow day (UTC+3 all year since 2014, shared/moscow-time.ts). */
const moscowDayStart = (day: string): Date => new Date(`${day}T00:00:00+03:00`);

/** The board's filters other than the page and the sort: what the list and its tab counts share. */
type ApplicationFilters = Partial<
  Pick<ApplicationListQuery, 'id' | 'vacancyId' | 'companyId' | 'status' | 'text' | 'from' | 'to'>
>;

/**
 * The conditions of the board's filters, one rule for GET /api/application/getItems and the tab
 * counts of GET /api/application/summary, so a tab's count is what the tab lists. `text` is a
 * substring (ILIKE, wildcards escaped) of the student's name either way round or the vacancy's
 * title; `scoped` joins the vacancy and the student only when the text needs them.
 */
export function applicationFilters(query: ApplicationFilters) {
  const conditions: (SQL | undefined)[] = [];
  if (query.id !== undefined) conditions.push(eq(applications.id, query.id));
  if (query.vacancyId !== undefined) conditions.push(eq(applications.vacancyId, query.vacancyId));
  if (query.companyId !== undefined) conditions.push(eq(applications.companyId, query.companyId));
  if (query.status?.length) conditions.push(inArray(applications.status, query.status));
  if (query.from) conditions.push(gte(applications.createdAt, moscowDayStart(query.from)));
  if (query.to)
    conditions.push(lt(applications.createdAt, new Date(moscowDayStart(query.to).getTime() + DAY_MS)));
  if (query.text) {
    const pattern = likePattern(query.text);
    conditions.push(
      or(
        sql`(${students.firstName} || ' ' || ${students.lastName}) ilike ${pattern}`,
        sql`(${students.lastName} || ' ' || ${students.firstName}) ilike ${pattern}`,
        sql`${vacancies.title} ilike ${pattern}`,
      ),
    );
  }
  const joins = <T extends PgSelect>(select: T) =>
    query.text
      ? select
          .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
          .innerJoin(students, eq(students.id, applications.studentId))
      : select;
  return { conditions, joins };
}
