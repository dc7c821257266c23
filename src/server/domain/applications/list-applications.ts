import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ApplicationItem, ApplicationListQuery } from '../../../shared/contract/application.contract';
import type { Page } from '../../../shared/contract/query';
import { applications, students, vacancies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, success } from '../result';
import { likePattern } from '../text/like-pattern';
import type { Viewer } from '../viewer';
import { readApplicationItems } from './application-rows';
import { applicationScope } from './application-scope';
import { markSeenByStudent } from './mark-seen-by-student';

const ORDER = {
  newest: [desc(applications.createdAt), desc(applications.id)],
  oldest: [asc(applications.createdAt), asc(applications.id)],
  updated: [desc(applications.updatedAt), desc(applications.id)],
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a Moscow day (UTC+3 all year since 2014, shared/moscow-time.ts). */
const moscowDayStart = (day: string): Date => new Date(`${day}T00:00:00+03:00`);

/**
 * GET /api/application/getItems: the viewer's scope (a student's own, a company's to its
 * vacancies, all for admins) narrowed by the query. `text` is a substring (ILIKE, wildcards
 * escaped) of the student's name either way round or the vacancy's title — names are what a
 * recruiter types, and the stemmer of full-text search handles them poorly. A student's read
 * marks the answers on the page seen (mark-seen-by-student.ts).
 */
export async function listApplications(
  deps: DomainDeps,
  viewer: NonNullable<Viewer>,
  query: ApplicationListQuery,
): Promise<DomainResult<Page<ApplicationItem>>> {
  const scope = await applicationScope(deps, viewer);
  if (!scope.ok) return scope;
  const conditions: (SQL | undefined)[] = [scope.value.where];
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
  const where = and(...conditions);
  const offset = (query.page - 1) * query.limit;
  // The page's ids first from `applications` alone (the vacancy and the student are joined only
  // when the text needs them; the company is a column, schema/applications.ts), then the full
  // rows of those 20: joining every applicant of a busy company to sort them costs a lookup per
  // row, which PGlite pays dearly (tests/bench: a company with 5 000 applications).
  const scoped = <T extends PgSelect>(select: T) =>
    (query.text
      ? select
          .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
          .innerJoin(students, eq(students.id, applications.studentId))
      : select
    ).where(where);
  const [page, totals] = await Promise.all([
    scoped(deps.db.select({ id: applications.id }).from(applications).$dynamic())
      .orderBy(...ORDER[query.sort])
      .limit(query.limit)
      .offset(offset),
    scoped(deps.db.select({ total: count() }).from(applications).$dynamic()),
  ]);
  const total = totals[0]?.total ?? 0;
  const items = await readApplicationItems(
    deps.db,
    page.map((row) => row.id),
    scope.value.audience,
  );
  if (viewer.kind === 'student') await markSeenByStudent(deps, viewer.id, items);
  return success({ items, total, page: query.page, hasMore: offset + items.length < total });
}
