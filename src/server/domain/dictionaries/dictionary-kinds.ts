import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DictionaryItem } from '../../../shared/contract/dictionary-item.contract';
import { messages } from '../../../shared/messages';
import type { Executor } from '../../db/client';
import { companies, tags, vacancies, vacancyTags, vacancyTypes } from '../../db/schema';
import { visibleToStudents } from '../vacancies/vacancy-visibility';

/** Tags and vacancy types: two admin dictionaries with one shape and one set of rules. */
export type DictionaryKind = 'tag' | 'vacancyType';

export const dictionaryTables = { tag: tags, vacancyType: vacancyTypes } as const;

export const dictionaryMessages = {
  tag: { notFound: messages.tagNotFound, duplicate: messages.tagDuplicate },
  vacancyType: { notFound: messages.vacancyTypeNotFound, duplicate: messages.vacancyTypeDuplicate },
} as const;

export type DictionaryRow = { id: number; name: string; position: number; visible: boolean };

export async function selectDictionaryRows(
  db: Executor,
  kind: DictionaryKind,
  where: (table: (typeof dictionaryTables)[DictionaryKind]) => ReturnType<typeof and>,
): Promise<DictionaryRow[]> {
  const table = dictionaryTables[kind];
  return db
    .select({ id: table.id, name: table.name, position: table.position, visible: table.visible })
    .from(table)
    .where(where(table));
}

/** Vacancies visible to students (at `now`) carrying each item: the admin's dictionary figures. */
export async function vacancyCounts(
  db: Executor,
  kind: DictionaryKind,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (ids.length === 0) return counts;
  const rows =
    kind === 'tag'
      ? await db
          .select({ id: vacancyTags.tagId, count: sql<number>`count(*)::int` })
          .from(vacancyTags)
          .innerJoin(vacancies, eq(vacancies.id, vacancyTags.vacancyId))
          .innerJoin(companies, eq(companies.id, vacancies.companyId))
          .where(and(visibleToStudents(now), inArray(vacancyTags.tagId, [...ids])))
          .groupBy(vacancyTags.tagId)
      : await db
          .select({ id: vacancies.vacancyTypeId, count: sql<number>`count(*)::int` })
          .from(vacancies)
          .innerJoin(companies, eq(companies.id, vacancies.companyId))
          .where(and(visibleToStudents(now), inArray(vacancies.vacancyTypeId, [...ids])))
          .groupBy(vacancies.vacancyTypeId);
  for (const row of rows) if (row.id !== null) counts.set(row.id, row.count);
  return counts;
}

export function toDictionaryItem(row: DictionaryRow, vacancyCount: number): DictionaryItem {
  return { id: row.id, name: row.name, position: row.position, visible: row.visible, vacancyCount };
}
