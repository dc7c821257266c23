import { count, desc, eq, sql } from 'drizzle-orm';
import type { BoardSummary } from '../../../shared/contract/board-summary';
import { companies, feedback, students, vacancies, vacancyTypes } from '../../db/schema';
import type { DomainDeps } from '../deps';

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

/** Grouped counts in four small queries; each table is scanned once. */
export async function boardSummary(deps: DomainDeps): Promise<BoardSummary> {
  const db = deps.db;
  const [studentRows, companyRows, vacancyRows, typeRows, feedbackRows] = await Promise.all([
    db.select({ key: students.status, total: count() }).from(students).groupBy(students.status),
    db.select({ key: companies.status, total: count() }).from(companies).groupBy(companies.status),
    db.select({ key: vacancies.status, total: count() }).from(vacancies).groupBy(vacancies.status),
    db
      .select({ typeId: vacancies.vacancyTypeId, name: vacancyTypes.name, count: count() })
      .from(vacancies)
      .leftJoin(vacancyTypes, eq(vacancyTypes.id, vacancies.vacancyTypeId))
      .where(eq(vacancies.status, 'published'))
      .groupBy(vacancies.vacancyTypeId, vacancyTypes.name)
      .orderBy(desc(count()), sql`${vacancyTypes.name} nulls last`),
    db.select({ key: feedback.status, total: count() }).from(feedback).groupBy(feedback.status),
  ]);
  const statuses = ['pending', 'approved', 'denied'] as const;
  const vacancyCounts = tally(['published', 'draft', 'archived'] as const, vacancyRows);
  return {
    students: tally(statuses, studentRows),
    companies: tally(statuses, companyRows),
    vacancies: {
      ...vacancyCounts,
      publishedByType: typeRows.map((row) => ({
        typeId: row.typeId,
        name: row.name ?? NO_TYPE,
        count: row.count,
      })),
    },
    feedback: tally(['new', 'in_progress', 'answered', 'closed'] as const, feedbackRows),
  };
}
