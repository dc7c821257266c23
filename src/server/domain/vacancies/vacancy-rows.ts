import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { VacancyDetail, VacancyListItem } from '../../../shared/contract/vacancy.contract';
import type { Currency, Employment, Experience, Schedule, VacancyStatus } from '../../../shared/dictionaries';
import type { Executor } from '../../db/client';
import { cities, companies, tags, vacancies, vacancyTags, vacancyTypes } from '../../db/schema';
import { excerpt } from '../text/excerpt';
import { hiddenReason } from './vacancy-visibility';

const SNIPPET_MAX = 200;

/** What a list item needs; the long texts are cut in SQL so a page never carries 10 kB descriptions. */
export const listColumns = {
  id: vacancies.id,
  title: vacancies.title,
  companyId: companies.id,
  companyName: companies.name,
  companyLogoUrl: companies.logoUrl,
  typeId: vacancyTypes.id,
  typeName: vacancyTypes.name,
  salaryFrom: vacancies.salaryFrom,
  salaryTo: vacancies.salaryTo,
  salaryCurrency: vacancies.salaryCurrency,
  salaryGross: vacancies.salaryGross,
  employment: vacancies.employment,
  schedule: vacancies.schedule,
  experience: vacancies.experience,
  cityId: cities.id,
  cityName: cities.name,
  cityRegion: cities.region,
  address: vacancies.address,
  lat: vacancies.lat,
  lng: vacancies.lng,
  suitsPractice: vacancies.suitsPractice,
  combinableWithStudy: vacancies.combinableWithStudy,
  firstYearFriendly: vacancies.firstYearFriendly,
  forGraduates: vacancies.forGraduates,
  status: vacancies.status,
  publishedAt: vacancies.publishedAt,
  expiresAt: vacancies.expiresAt,
  hiddenAt: vacancies.hiddenAt,
  hiddenBy: vacancies.hiddenBy,
  returnedAt: vacancies.returnedAt,
  returnedBy: vacancies.returnedBy,
  returnReason: vacancies.returnReason,
  companyStatus: companies.status,
  snippetSource: sql<string>`left(coalesce(nullif(${vacancies.requirements}, ''), ${vacancies.description}), ${SNIPPET_MAX * 2})`,
};

const detailColumns = {
  ...listColumns,
  description: vacancies.description,
  requirements: vacancies.requirements,
  conditions: vacancies.conditions,
  contactName: vacancies.contactName,
  contactEmail: vacancies.contactEmail,
  contactPhone: vacancies.contactPhone,
  applyElsewhere: vacancies.applyElsewhere,
  archivedAt: vacancies.archivedAt,
};

/** The joins every vacancy read uses: its company (always), its type and its city (when set). */
export function selectListRows(db: Executor) {
  return db
    .select(listColumns)
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .leftJoin(vacancyTypes, eq(vacancyTypes.id, vacancies.vacancyTypeId))
    .leftJoin(cities, eq(cities.id, vacancies.cityId))
    .$dynamic();
}

export function selectDetailRows(db: Executor) {
  return db
    .select(detailColumns)
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .leftJoin(vacancyTypes, eq(vacancyTypes.id, vacancies.vacancyTypeId))
    .leftJoin(cities, eq(cities.id, vacancies.cityId))
    .$dynamic();
}

export type ListRow = Awaited<ReturnType<typeof selectListRows>>[number];
type DetailRow = Awaited<ReturnType<typeof selectDetailRows>>[number];
export type NamedRef = { id: number; name: string };

/** The tags of many vacancies in one query (no N+1), each list in the dictionary's order. */
export async function loadTags(
  db: Executor,
  vacancyIds: readonly number[],
): Promise<Map<number, NamedRef[]>> {
  const byVacancy = new Map<number, NamedRef[]>();
  if (vacancyIds.length === 0) return byVacancy;
  const rows = await db
    .select({ vacancyId: vacancyTags.vacancyId, id: tags.id, name: tags.name })
    .from(vacancyTags)
    .innerJoin(tags, eq(tags.id, vacancyTags.tagId))
    .where(inArray(vacancyTags.vacancyId, [...vacancyIds]))
    .orderBy(asc(tags.position), asc(tags.id));
  for (const row of rows) {
    const list = byVacancy.get(row.vacancyId) ?? [];
    list.push({ id: row.id, name: row.name });
    byVacancy.set(row.vacancyId, list);
  }
  return byVacancy;
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** The database's enums hold exactly the dictionaries' keys; the casts only restore the types. */
export function toListItem(row: ListRow, tagList: NamedRef[], now: Date): VacancyListItem {
  return {
    id: row.id,
    title: row.title,
    company: { id: row.companyId, name: row.companyName, logoUrl: row.companyLogoUrl },
    vacancyType: row.typeId !== null && row.typeName !== null ? { id: row.typeId, name: row.typeName } : null,
    salary: {
      from: row.salaryFrom,
      to: row.salaryTo,
      currency: row.salaryCurrency as Currency,
      gross: row.salaryGross,
    },
    employment: row.employment as Employment,
    schedule: row.schedule as Schedule,
    experience: row.experience as Experience,
    city:
      row.cityId !== null && row.cityName !== null && row.cityRegion !== null
        ? { id: row.cityId, name: row.cityName, region: row.cityRegion }
        : null,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    flags: {
      suitsPractice: row.suitsPractice,
      combinableWithStudy: row.combinableWithStudy,
      firstYearFriendly: row.firstYearFriendly,
      forGraduates: row.forGraduates,
    },
    tags: tagList,
    status: row.status as VacancyStatus,
    publishedAt: iso(row.publishedAt),
    snippet: excerpt(row.snippetSource, SNIPPET_MAX),
    hiddenReason: hiddenReason(row, now),
  };
}

export function toDetail(row: DetailRow, tagList: NamedRef[], canEdit: boolean, now: Date): VacancyDetail {
  return {
    ...toListItem(row, tagList, now),
    description: row.description,
    requirements: row.requirements,
    conditions: row.conditions,
    contacts: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
    archivedAt: iso(row.archivedAt),
    expiresAt: iso(row.expiresAt),
    canEdit,
    applyElsewhere: row.applyElsewhere,
  };
}
