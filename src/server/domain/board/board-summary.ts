import { count, desc, eq, sql } from 'drizzle-orm';
import type { BoardSummary } from '../../../shared/contract/board-summary.contract';
import {
  companies,
  companyIdentityChanges,
  feedback,
  students,
  vacancies,
  vacancyTypes,
} from '../../db/schema';
import type { DomainDeps } from '../deps';
import { countUnmatchedAddresses } from '../places/list-unmatched-addresses';
import { visibleToStudents } from '../vacancies/vacancy-visibility';

const NO_TYPE = 'Без типа';

/** Every key of `keys` with its count (0 when the group is empty). */
function tally<K extends string>(
  keys: readonly K[],
  rows: { key: string; total: number }[],
): Record<K, number> {
  const result: Partial<Record<K, number>> = {};
  for (const key of keys) result[key] = rows.find((row) => row.key === key)?.total ?? 0;
  return result as Record<K, number>;
}

/**
 * Grouped counts in a few small queries. «Опубликовано» is what students see, by the public list's
 * own predicate (vacancy-visibility.ts); published vacancies they cannot see (company not approved,
 * closing date passed) are counted apart, so the admin home and /vacancies/ always agree.
 */
export async function boardSummary(deps: DomainDeps): Promise<BoardSummary> {
  const db = deps.db;
  const visible = visibleToStudents(deps.now());
  const [
    studentRows,
    companyRows,
    vacancyRows,
    visibleRows,
    typeRows,
    feedbackRows,
    identityRows,
    unmatched,
  ] = await Promise.all([
    db.select({ key: students.status, total: count() }).from(students).groupBy(students.status),
    db.select({ key: companies.status, total: count() }).from(companies).groupBy(companies.status),
    db.select({ key: vacancies.status, total: count() }).from(vacancies).groupBy(vacancies.status),
    db
      .select({ total: count() })
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(visible),
    db
      .select({ typeId: vacancies.vacancyTypeId, name: vacancyTypes.name, count: count() })
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .leftJoin(vacancyTypes, eq(vacancyTypes.id, vacancies.vacancyTypeId))
      .where(visible)
      .groupBy(vacancies.vacancyTypeId, vacancyTypes.name)
      .orderBy(desc(count()), sql`${vacancyTypes.name} nulls last`),
    db.select({ key: feedback.status, total: count() }).from(feedback).groupBy(feedback.status),
    db
      .select({ total: count() })
      .from(companyIdentityChanges)
      .where(eq(companyIdentityChanges.status, 'pending')),
    countUnmatchedAddresses(db),
  ]);
  const statuses = ['pending', 'approved', 'denied'] as const;
  const vacancyCounts = tally(['published', 'draft', 'archived'] as const, vacancyRows);
  const published = visibleRows[0]?.total ?? 0;
  return {
    students: tally(statuses, studentRows),
    companies: tally(statuses, companyRows),
    identityChanges: identityRows[0]?.total ?? 0,
    unmatchedAddresses: unmatched.vacancies + unmatched.companies,
    vacancies: {
      ...vacancyCounts,
      published,
      publishedHidden: vacancyCounts.published - published,
      publishedByType: typeRows.map((row) => ({
        typeId: row.typeId,
        name: row.name ?? NO_TYPE,
        count: row.count,
      })),
    },
    feedback: tally(['new', 'in_progress', 'answered', 'closed'] as const, feedbackRows),
  };
}
