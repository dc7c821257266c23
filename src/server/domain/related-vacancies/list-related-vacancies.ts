import { and, desc, eq, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RelatedVacancies } from '../../../shared/contract/vacancy.contract';
import type { Executor } from '../../db/client';
import { companies, vacancies, vacancyTags } from '../../db/schema';
import { listOrder } from '../vacancies/vacancy-order';
import { visibleToStudents } from '../vacancies/vacancy-visibility';
import { selectRelatedRows, toRelated } from './related-rows';

/** How many cards each section shows (docs/decisions/062-related-vacancies.md). */
export const RELATED_LIMITS = { company: 4, similar: 6 } as const;

/**
 * The most index entries the tag join reads, shared evenly among the vacancy's tags: of each tag,
 * the newest vacancies (by id) that carry it are candidates, however common the tag is.
 */
export const TAG_CANDIDATES = 200;

/** The newest published vacancies the fallbacks (same type, then any) pick from. */
const RECENT_WINDOW = 500;

/** What each fallback adds: enough to fill the section after the hidden and excluded ones drop. */
export const FALLBACK_CANDIDATES = 20;

/** The vacancy whose page it is, as its detail already holds it. */
type RelatedSource = {
  id: number;
  companyId: number;
  typeId: number | null;
  /** Its city (docs/decisions/061); none for remote work. */
  cityId?: number | null;
  tagIds: readonly number[];
};

/** Newest first, as the public list orders (vacancy-order.ts): undated last, ties by id. */
const publicKey = (now: Date) => listOrder('newest', { kind: 'public', now }).key;
const newestFirst = (now: Date): SQL[] => [desc(publicKey(now)), desc(vacancies.id)];

/**
 * The company's other vacancies students see, newest first. Two ranges of the board's index
 * (`vacancies_board_newest_idx`: company, `coalesce(published_at, 'infinity')`, id; migration
 * 0020): the dated ones newest first, then the undated ones, each stopping at the limit. The
 * second is read only when the first falls short (the limit above them stops the append).
 */
function companyCandidates(db: Executor, source: RelatedSource, now: Date): SQL {
  const boardKey = listOrder('newest', { kind: 'all' }).key;
  const range = (dated: boolean) =>
    db
      .select({ id: vacancies.id })
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(
        and(
          eq(vacancies.companyId, source.companyId),
          ne(vacancies.id, source.id),
          visibleToStudents(now),
          dated ? sql`${boardKey} < 'infinity'::timestamptz` : sql`${boardKey} = 'infinity'::timestamptz`,
        ),
      )
      .orderBy(desc(boardKey), desc(vacancies.id))
      .limit(RELATED_LIMITS.company);
  // An embedded query is put in parentheses by Drizzle.
  return sql`select "id" from (${range(true)} union all ${range(false)}) as "own" limit ${RELATED_LIMITS.company}`;
}

/**
 * The vacancies «Похожие вакансии» ranks, a few hundred at most whatever the board's size: the
 * newest of each shared tag, TAG_CANDIDATES in all (`vacancy_tags_tag_idx`: tag, vacancy), and
 * from the newest RECENT_WINDOW published (`vacancies_listed_newest_idx`) the newest of the same
 * type, the newest in the same city (docs/decisions/061) and the newest of all.
 */
function similarCandidates(db: Executor, source: RelatedSource, now: Date, tagList: SQL): SQL {
  const branches: SQL[] = [];
  if (source.tagIds.length > 0) {
    const tagged = alias(vacancyTags, 'tagged');
    const perTag = Math.ceil(TAG_CANDIDATES / source.tagIds.length);
    branches.push(
      sql`(select "hit"."vacancy_id" as "id" from unnest(${tagList}) as "own"("tag_id") cross join lateral (select ${tagged.vacancyId} from ${vacancyTags} as ${tagged} where ${tagged.tagId} = "own"."tag_id" order by ${tagged.vacancyId} desc limit ${perTag}) as "hit")`,
    );
  }
  const published = eq(vacancies.status, 'published');
  const recent = () =>
    db
      .select({ id: vacancies.id, typeId: vacancies.vacancyTypeId, cityId: vacancies.cityId })
      .from(vacancies)
      .where(published)
      .orderBy(...newestFirst(now))
      .limit(RECENT_WINDOW)
      .as('recent');
  if (source.typeId !== null) {
    const pool = recent();
    branches.push(
      sql`${db.select({ id: pool.id }).from(pool).where(eq(pool.typeId, source.typeId)).limit(FALLBACK_CANDIDATES)}`,
    );
  }
  if (source.cityId != null) {
    const pool = recent();
    branches.push(
      sql`${db.select({ id: pool.id }).from(pool).where(eq(pool.cityId, source.cityId)).limit(FALLBACK_CANDIDATES)}`,
    );
  }
  branches.push(
    sql`${db
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(published)
      .orderBy(...newestFirst(now))
      .limit(FALLBACK_CANDIDATES)}`,
  );
  return sql.join(branches, sql` union `);
}

/**
 * How «Похожие вакансии» ranks its candidates, before newest first: more shared tags, then the
 * same city, then the same vacancy type.
 */
function similarity(source: RelatedSource, tagList: SQL): SQL[] {
  const counted = alias(vacancyTags, 'counted');
  const terms: SQL[] = [];
  if (source.tagIds.length > 0) {
    terms.push(
      sql`(select count(*) from ${vacancyTags} as ${counted} where ${counted.vacancyId} = ${vacancies.id} and ${counted.tagId} = any(${tagList})) desc`,
    );
  }
  if (source.cityId != null) terms.push(sql`coalesce(${vacancies.cityId} = ${source.cityId}, false) desc`);
  if (source.typeId !== null)
    terms.push(sql`coalesce(${vacancies.vacancyTypeId} = ${source.typeId}, false) desc`);
  return terms;
}

/**
 * A public vacancy page's «Другие вакансии компании» and «Похожие вакансии»
 * (docs/decisions/062-related-vacancies.md): two indexed queries, visible vacancies only (the
 * list's rule, vacancy-visibility.ts), neither list holding the vacancy itself nor each other's.
 */
export async function listRelatedVacancies(
  db: Executor,
  source: RelatedSource,
  now: Date,
): Promise<RelatedVacancies> {
  const company = await selectRelatedRows(db)
    .where(and(sql`${vacancies.id} in (${companyCandidates(db, source, now)})`, visibleToStudents(now)))
    .orderBy(...newestFirst(now))
    .limit(RELATED_LIMITS.company);
  const tagList = sql`${`{${source.tagIds.join(',')}}`}::int[]`;
  const excluded = [source.id, ...company.map((row) => row.id)];
  const similar = await selectRelatedRows(db)
    .where(
      and(
        sql`${vacancies.id} in (${similarCandidates(db, source, now, tagList)})`,
        visibleToStudents(now),
        notInArray(vacancies.id, excluded),
      ),
    )
    .orderBy(...similarity(source, tagList), ...newestFirst(now))
    .limit(RELATED_LIMITS.similar);
  return { company: company.map(toRelated), similar: similar.map(toRelated) };
}
