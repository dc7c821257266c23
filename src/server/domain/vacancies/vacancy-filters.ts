import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { VacancyListQuery } from '../../../shared/contract/vacancy.contract';
import type { StudentFlag, VacancySort } from '../../../shared/dictionaries';
import type { Executor } from '../../db/client';
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
 * The search text parsed by the database (`search_query`, migration 0029; docs/decisions/060):
 * words, "phrases", -excluded, «или» as OR (056), technology names as single words, hyphenated
 * words split, widened by the synonyms. The saved searches' trigger parses with the same function,
 * so an alert matches what the list shows (024). Null without text, or with stop words only
 * («для и»), which is no condition at all rather than one that matches nothing.
 */
export type ParsedSearch = string | null;

/**
 * Asked once per request, and sent back as a `tsquery` literal: the search statement's plan sees
 * a constant, where the stable function itself would be called for every row it filters.
 */
export async function parseSearch(db: Executor, query: VacancyListQuery): Promise<ParsedSearch> {
  const text = searchTextOf(query);
  if (!text) return null;
  const result = (await db.execute(
    sql`select parsed::text as parsed from search_query(${text}) as parsed where numnode(parsed) > 0`,
  )) as unknown as { rows?: { parsed: string }[] };
  return result.rows?.[0]?.parsed ?? null;
}

export const tsQuery = (parsed: string) => sql`${parsed}::tsquery`;

function searchTextOf(query: VacancyListQuery): string | null {
  return query.text ? query.text : null;
}

export function vacancyConditions(
  query: VacancyListQuery,
  scope: VacancyScope,
  parsed: ParsedSearch,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (scope.kind === 'public') conditions.push(visibleToStudents(scope.now));
  if (scope.kind === 'own') conditions.push(eq(vacancies.companyId, scope.companyId));
  // Statuses are a board filter: the public scope is published-only whatever the query says.
  if (scope.kind !== 'public' && query.status?.length)
    conditions.push(inArray(vacancies.status, query.status));
  if (scope.kind !== 'public' && query.hidden === '1') conditions.push(isNotNull(vacancies.hiddenAt));

  if (parsed) conditions.push(sql`${vacancies.search} @@ ${tsQuery(parsed)}`);
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
