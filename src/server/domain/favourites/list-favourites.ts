import { and, desc, eq, sql } from 'drizzle-orm';
import {
  FAVOURITE_IDS_MAX,
  type FavouriteIds,
  type FavouriteListQuery,
  type FavouriteTarget,
} from '../../../shared/contract/favourite.contract';
import type { Page } from '../../../shared/contract/query';
import type { StudentListItem } from '../../../shared/contract/student-list.contract';
import type { VacancyListItem } from '../../../shared/contract/vacancy.contract';
import { companies, favourites, students, vacancies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, success } from '../result';
import { visibleContacts } from '../students/student-contacts';
import { loadSkills, selectStudentRows, toStudentItem } from '../students/student-rows';
import { selectCountedListRows } from '../vacancies/counted-list-rows';
import { loadTags, toListItem } from '../vacancies/vacancy-rows';
import { visibleToStudents } from '../vacancies/vacancy-visibility';
import { type FavouriteOwner, ownRows, wrongKind } from './favourite-rules';

type FavouritePage = Page<VacancyListItem> | Page<StudentListItem>;

/** Newest favourite first; the id breaks ties of one instant so pages never swap rows. */
const newestFirst = [desc(favourites.createdAt), desc(favourites.id)];

/**
 * GET /api/favourite/getItems: the owner's own favourites of one kind, newest first. Targets the
 * owner may no longer see (an archived vacancy, a company or student no longer approved) are left
 * out of the page but their rows are kept: restored, they come back in place.
 */
export async function listFavourites(
  deps: DomainDeps,
  owner: FavouriteOwner,
  query: FavouriteListQuery,
): Promise<DomainResult<FavouritePage>> {
  const refused = wrongKind(owner, query.targetKind);
  if (refused) return refused;
  return success(
    query.targetKind === 'vacancy'
      ? await favouriteVacancies(deps, owner, query)
      : await favouriteStudents(deps, owner, query),
  );
}

async function favouriteVacancies(
  deps: DomainDeps,
  owner: FavouriteOwner,
  query: FavouriteListQuery,
): Promise<Page<VacancyListItem>> {
  const offset = (query.page - 1) * query.limit;
  const own = and(ownRows(owner, 'vacancy'), eq(favourites.targetId, vacancies.id));
  const visible = visibleToStudents(deps.now());
  const count = deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(favourites)
    .innerJoin(vacancies, own)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(visible);
  const rows = await selectCountedListRows(deps.db, count)
    .innerJoin(favourites, own)
    .where(visible)
    .orderBy(...newestFirst)
    .limit(query.limit)
    .offset(offset);
  // The total rides on the rows; a page past the end has none and counts on its own.
  const total = rows[0]?.matching ?? (offset === 0 ? 0 : ((await count)[0]?.total ?? 0));
  const tagsOf = await loadTags(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toListItem(row, tagsOf.get(row.id) ?? [], deps.now())),
    total,
    page: query.page,
    hasMore: offset + rows.length < total,
  };
}

/**
 * A company's favourite students as the students list draws them (domain/students/student-rows.ts):
 * approved students only, contacts by the same rule as the catalogue (student-contacts.ts).
 */
async function favouriteStudents(
  deps: DomainDeps,
  owner: FavouriteOwner,
  query: FavouriteListQuery,
): Promise<Page<StudentListItem>> {
  const offset = (query.page - 1) * query.limit;
  const own = and(ownRows(owner, 'student'), eq(favourites.targetId, students.id));
  const approved = eq(students.status, 'approved');
  const [[counted], rows] = await Promise.all([
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(favourites)
      .innerJoin(students, own)
      .where(approved),
    selectStudentRows(deps.db)
      .innerJoin(favourites, own)
      .where(approved)
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset(offset),
  ]);
  const total = counted?.total ?? 0;
  const ids = rows.map((row) => row.id);
  const [skills, contacts] = await Promise.all([
    loadSkills(deps.db, ids),
    visibleContacts(deps.db, { kind: 'company', id: owner.id }, ids),
  ]);
  return {
    items: rows.map((row) => toStudentItem(row, skills.get(row.id) ?? [], 'company', contacts.has(row.id))),
    total,
    page: query.page,
    hasMore: offset + rows.length < total,
  };
}

/**
 * GET /api/favourite/ids: every id the owner keeps of one kind, newest first and bounded, hidden
 * targets included — the client map only marks hearts, and a hidden target shows none.
 */
export async function favouriteIds(
  deps: DomainDeps,
  owner: FavouriteOwner,
  targetKind: FavouriteTarget,
): Promise<DomainResult<FavouriteIds>> {
  const refused = wrongKind(owner, targetKind);
  if (refused) return refused;
  const rows = await deps.db
    .select({ id: favourites.targetId })
    .from(favourites)
    .where(ownRows(owner, targetKind))
    .orderBy(...newestFirst)
    .limit(FAVOURITE_IDS_MAX);
  return success({ ids: rows.map((row) => row.id) });
}
