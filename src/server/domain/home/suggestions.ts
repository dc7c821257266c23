import { and, desc, eq, sql } from 'drizzle-orm';
import { HOME_SUGGESTIONS_MAX, type HomeSuggestion } from '../../../shared/contract/home.contract';
import type { Executor } from '../../db/client';
import { companies, studentTags, tags, vacancies, vacancyTags } from '../../db/schema';
import { visibleToStudents } from '../vacancies/vacancy-visibility';
import { homeVacancyColumns, toHomeVacancy } from './home-vacancy';

/**
 * «Подходящие вам» (docs/decisions/025): visible vacancies sharing tags with the student's skills
 * (student_tags), more shared tags first, then the newest; none the student has applied to (a
 * withdrawn application included: they know that vacancy). The shared tags' names come with each,
 * in the dictionary's order, for «совпадает: Python, SQL». Null when the profile has no skills.
 */
export async function readSuggestions(
  db: Executor,
  studentId: number,
  now: Date,
): Promise<HomeSuggestion[] | null> {
  const shared = sql<number>`count(*)`.mapWith(Number);
  const rows = await db
    .select({
      ...homeVacancyColumns,
      shared,
      names: sql<unknown>`json_agg(${tags.name} order by ${tags.position}, ${tags.id})`,
    })
    .from(vacancyTags)
    .innerJoin(
      studentTags,
      and(eq(studentTags.tagId, vacancyTags.tagId), eq(studentTags.studentId, studentId)),
    )
    .innerJoin(tags, eq(tags.id, vacancyTags.tagId))
    .innerJoin(vacancies, eq(vacancies.id, vacancyTags.vacancyId))
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(
      and(
        visibleToStudents(now),
        sql`not exists (select 1 from applications a where a.vacancy_id = ${vacancies.id} and a.student_id = ${studentId})`,
      ),
    )
    .groupBy(vacancies.id, companies.id)
    .orderBy(desc(shared), sql`${vacancies.publishedAt} desc nulls last`, desc(vacancies.id))
    .limit(HOME_SUGGESTIONS_MAX);
  if (rows.length === 0) {
    const [skill] = await db
      .select({ tagId: studentTags.tagId })
      .from(studentTags)
      .where(eq(studentTags.studentId, studentId))
      .limit(1);
    return skill ? [] : null;
  }
  return rows.map((row) => ({ vacancy: toHomeVacancy(row), sharedTags: namesOf(row.names) }));
}

/** json_agg arrives parsed (PGlite, node-postgres) or, from some drivers, as its text. */
function namesOf(value: unknown): string[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
}
