import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { VacancyListQuery } from '../../../shared/contract/vacancy.contract';
import type { StudentFlag, VacancySort } from '../../../shared/dictionaries';
import { vacancies, vacancyTags } from '../../db/schema';
import { visibleToStudents } from './vacancy-visibility';

/**
 * Whose vacancies a list may show: decided by the route from the session, never by the query.
 * The public scope carries the moment its visibility is judged at (closing dates).
 */
export type VacancyScope =
  | { kind: 'public'; now: Date }
  | { kind: 'own'; companyId: number }
  | { kind: 'all' };

const flagColumns = {
  suitsPractice: vacancies.suitsPractice,
  combinableWithStudy: vacancies.combinableWithStudy,
  firstYearFriendly: vacancies.firstYearFriendly,
  forGraduates: vacancies.forGraduates,
} satisfies Record<StudentFlag, unknown>;

/**
 * The Russian query as PostgreSQL parses a search box: words, "phrases", -excluded, and «или»
 * between words as OR (`search_text_or`, migration 0024, which the saved searches' trigger reads
 * the text through too: docs/decisions/056).
 */
export const tsQuery = (text: string) => sql`websearch_to_tsquery('russian', search_text_or(${text}))`;

export function searchTextOf(query: VacancyListQuery): string | null {
  return query.text ? query.text : null;
}

export function vacancyConditions(query: VacancyListQuery, scope: VacancyScope): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (scope.kind === 'public') conditions.push(visibleToStudents(scope.now));
  if (scope.kind === 'own') conditions.push(eq(vacancies.companyId, scope.companyId));
  // Statuses are a board filter: the public scope is published-only whatever the query says.
  if (scope.kind !== 'public' && query.status?.length)
    conditions.push(inArray(vacancies.status, query.status));
  if (scope.kind !== 'public' && query.hidden === '1') conditions.push(isNotNull(vacancies.hiddenAt));

  const text = searchTextOf(query);
  if (text) {
    // Stop words only («для и») make an empty query, which would match nothing: ignore it instead.
    conditions.push(sql`(numnode(${tsQuery(text)}) = 0 or ${vacancies.search} @@ ${tsQuery(text)})`);
  }
  if (query.type !== undefined) conditions.push(eq(vacancies.vacancyTypeId, query.type));
  if (query.tags?.length) {
    // ANY of the chosen tags (docs/decisions/004): chips widen the search, as on hh.ru.
    conditions.push(
      sql`exists (select 1 from ${vacancyTags} where ${vacancyTags.vacancyId} = ${vacancies.id} and ${inArray(vacancyTags.tagId, query.tags)})`,
    );
  }
  if (query.salaryFrom !== undefined) {
    // The offered range reaches the wish; vacancies without a salary drop out.
    conditions.push(
      sql`(${vacancies.salaryTo} >= ${query.salaryFrom} or ${vacancies.salaryFrom} >= ${query.salaryFrom})`,
    );
  }
  if (query.employment?.length) conditions.push(inArray(vacancies.employment, query.employment));
  if (query.schedule?.length) conditions.push(inArray(vacancies.schedule, query.schedule));
  if (query.experience?.length) conditions.push(inArray(vacancies.experience, query.experience));
  for (const flag of query.flags ?? []) conditions.push(eq(flagColumns[flag], true));
  if (query.company !== undefined) conditions.push(eq(vacancies.companyId, query.company));
  return and(...conditions);
}

/** Relevance when there is text to be relevant to; otherwise the newest first. */
export function effectiveSort(query: VacancyListQuery): VacancySort {
  const text = searchTextOf(query);
  if (!query.sort) return text ? 'relevance' : 'newest';
  return query.sort === 'relevance' && !text ? 'newest' : query.sort;
}
