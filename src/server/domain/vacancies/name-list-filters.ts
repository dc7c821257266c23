import { and, asc, eq, inArray } from 'drizzle-orm';
import type { VacancyListQuery } from '../../../shared/contract/vacancy.contract';
import {
  EMPLOYMENTS,
  EXPERIENCES,
  employmentLabels,
  experienceLabels,
  SCHEDULES,
  STUDENT_FLAGS,
  scheduleLabels,
  studentFlagLabels,
} from '../../../shared/dictionaries';
import type { Executor } from '../../db/client';
import { cities, companies, tags, vacancyTypes } from '../../db/schema';
import { resolvePlaces } from '../places/resolve-places';

const numberFormat = new Intl.NumberFormat('ru-RU');

/** The names of `values` as the database spells them, in its order; unknown ids give nothing. */
async function namesOf(
  db: Executor,
  table: typeof vacancyTypes | typeof tags,
  ids: readonly number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ name: table.name })
    .from(table)
    .where(inArray(table.id, [...ids]))
    .orderBy(asc(table.position), asc(table.id));
  return rows.map((row) => row.name);
}

/** The places of a search as the dictionary spells them (docs/decisions/061); unknown ones dropped. */
async function placeNames(db: Executor, query: VacancyListQuery): Promise<string[]> {
  const names: string[] = [];
  for (const field of ['city', 'region'] as const) {
    const resolved = await resolvePlaces(db, { [field]: query[field] });
    if (!resolved.ok || !resolved.cityIds?.length) continue;
    const column = field === 'city' ? cities.name : cities.region;
    const rows = await db
      .select({ name: column })
      .from(cities)
      .where(inArray(cities.id, resolved.cityIds))
      .groupBy(column)
      .orderBy(asc(column));
    names.push(...rows.map((row) => row.name));
  }
  return names;
}

/**
 * What a public search of /vacancies/ asks for, in words, for its page's title and description
 * («python», «Стажировка», «Казань», «от 50 000 ₽»): the text as typed, the dictionaries' and the
 * database's names for ids and places. A value nothing names (an unknown id or city, a company not
 * approved) is left out, so no page title says more than the list shows a guest.
 */
export async function nameListFilters(db: Executor, query: VacancyListQuery): Promise<string[]> {
  const names: string[] = [];
  if (query.text) names.push(query.text);
  names.push(...(await namesOf(db, vacancyTypes, query.type ? [query.type] : [])));
  names.push(...(await namesOf(db, tags, query.tags ?? [])));
  names.push(...(await placeNames(db, query)));
  if (query.company) {
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(and(eq(companies.id, query.company), eq(companies.status, 'approved')));
    if (company) names.push(company.name);
  }
  const picked = <T extends string>(
    known: readonly T[],
    given: readonly T[] | undefined,
    labels: Record<T, string>,
  ) => known.filter((value) => given?.includes(value)).map((value) => labels[value].toLowerCase());
  names.push(
    ...picked(EMPLOYMENTS, query.employment, employmentLabels),
    ...picked(SCHEDULES, query.schedule, scheduleLabels),
    ...picked(EXPERIENCES, query.experience, experienceLabels),
    ...picked(STUDENT_FLAGS, query.flags, studentFlagLabels),
  );
  if (query.salaryFrom) names.push(`от ${numberFormat.format(query.salaryFrom)} ₽`);
  return names;
}
