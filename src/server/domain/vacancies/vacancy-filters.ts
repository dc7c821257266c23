import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { VacancyListQuery } from '../../../shared/contract/vacancy.contract';
import type { StudentFlag, VacancySort } from '../../../shared/dictionaries';
import type { LruMap } from '../../cache/lru';
import type { Executor } from '../../db/client';
import { vacancies, vacancyTags } from '../../db/schema';
import { citiesInBox, vacancyInBox } from '../places/map-box';
import { citiesNear } from '../places/near-point';
import { resolvePlaces, UnknownPlaceError } from '../places/resolve-places';
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
type ParsedSearch = string | null;

/**
 * Asked once per request, and sent back as a `tsquery` literal: the search statement's plan sees
 * a constant, where the stable function itself would be called for every row it filters.
 */
async function parseSearch(
  db: Executor,
  query: VacancyListQuery,
  known?: LruMap<string, ParsedSearch>,
): Promise<ParsedSearch> {
  const text = searchTextOf(query);
  if (!text) return null;
  const remembered = known?.get(text);
  if (remembered !== undefined) return remembered;
  const result = (await db.execute(
    sql`select parsed::text as parsed from search_query(${text}) as parsed where numnode(parsed) > 0`,
  )) as unknown as { rows?: { parsed: string }[] };
  const parsed = result.rows?.[0]?.parsed ?? null;
  known?.set(text, parsed);
  return parsed;
}

const tsQuery = (parsed: string) => sql`${parsed}::tsquery`;

/**
 * What the database makes of a query's words and places, asked once per request: the parsed text,
 * the cities `city` and `region` name together (null: no place filter; docs/decisions/061), and
 * the cities whose centre lies in the map's area (null: no `bbox`; docs/decisions/064-map-and-list.md).
 */
export type ResolvedSearch = { parsed: ParsedSearch; cityIds: number[] | null; boxCityIds?: number[] | null };

function searchTextOf(query: VacancyListQuery): string | null {
  return query.text ? query.text : null;
}

export function vacancyConditions(
  query: VacancyListQuery,
  scope: VacancyScope,
  { parsed, cityIds, boxCityIds }: ResolvedSearch,
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
    // The offered range reaches the wish in roubles, another currency converted at the career
    // centre's rate (docs/decisions/063); without a salary, or a rate for its currency, a vacancy
    // drops out. The saved searches' matcher compares the same key (match-vacancy.ts).
    conditions.push(sql`${vacancies.salaryRoubles} >= ${query.salaryFrom}`);
  }
  if (query.employment?.length) conditions.push(inArray(vacancies.employment, query.employment));
  if (query.schedule?.length) conditions.push(inArray(vacancies.schedule, query.schedule));
  if (query.experience?.length) conditions.push(inArray(vacancies.experience, query.experience));
  for (const flag of query.flags ?? []) conditions.push(eq(flagColumns[flag], true));
  if (query.company !== undefined) conditions.push(eq(vacancies.companyId, query.company));
  // ANY of the named places, as the chips: remote work has no city and drops out.
  if (cityIds) conditions.push(sql`${vacancies.cityId} = any(${`{${cityIds.join(',')}}`}::int[])`);
  // «Искать в этой области»: the vacancy's point on the map, its own or its city's, inside.
  if (query.bbox) conditions.push(vacancyInBox(query.bbox, boxCityIds ?? []));
  return and(...conditions);
}

/**
 * Relevance when there is text to be relevant to; otherwise the newest first. «Сначала
 * ближайшие» needs a point (`near`); without one it is the newest first too.
 */
export function effectiveSort(query: VacancyListQuery): VacancySort {
  const text = searchTextOf(query);
  if (!query.sort) return text ? 'relevance' : 'newest';
  if (query.sort === 'distance' && !query.near) return 'newest';
  return query.sort === 'relevance' && !text ? 'newest' : query.sort;
}

/**
 * The text and the places of a query, resolved in parallel. A place the dictionary does not know
 * throws UnknownPlaceError (the route's 400). «Рядом со мной» keeps the cities near the point
 * (within those named, if any): the distance ranks them (near-point.ts).
 */
export async function resolveSearch(
  db: Executor,
  query: VacancyListQuery,
  /** Texts parsed before under the same synonyms (a snapshot's: vacancy-search/snapshot-store.ts). */
  parsedTexts?: LruMap<string, ParsedSearch>,
): Promise<ResolvedSearch> {
  const near = effectiveSort(query) === 'distance' ? query.near : undefined;
  const [parsed, places, nearby, boxCityIds] = await Promise.all([
    parseSearch(db, query, parsedTexts),
    resolvePlaces(db, query),
    near ? citiesNear(db, near) : Promise.resolve(null),
    query.bbox ? citiesInBox(db, query.bbox) : Promise.resolve(null),
  ]);
  if (!places.ok) throw new UnknownPlaceError(places.field, places.value);
  const named = places.cityIds;
  const cityIds = nearby ? (named ? named.filter((id) => nearby.includes(id)) : nearby) : named;
  return { parsed, cityIds, boxCityIds };
}
