import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CompanyListItem } from '../../../shared/contract/company.contract';
import type { AccountStatus } from '../../../shared/dictionaries';
import type { Executor } from '../../db/client';
import { cities, companies, vacancies } from '../../db/schema';
import { leadingSentences } from '../text/excerpt';
import { visibleToStudents } from '../vacancies/vacancy-visibility';

const SUMMARY_MAX = 200;

/**
 * Russian order for names, the same on PGlite (collation C) and on any PostgreSQL (ICU or not):
 * case and «ё» fold, punctuation such as «» is ignored, numbers compare by value.
 */
export const russianNames = new Intl.Collator('ru', {
  sensitivity: 'base',
  ignorePunctuation: true,
  numeric: true,
});

export const companyColumns = {
  id: companies.id,
  name: companies.name,
  logoUrl: companies.logoUrl,
  description: companies.description,
  cityId: companies.cityId,
  cityName: sql<
    string | null
  >`(select ${cities.name} from ${cities} where ${cities.id} = ${companies.cityId})`,
  cityRegion: sql<
    string | null
  >`(select ${cities.region} from ${cities} where ${cities.id} = ${companies.cityId})`,
  address: companies.address,
  lat: companies.lat,
  lng: companies.lng,
  status: companies.status,
};

function selectCompanyRows(db: Executor) {
  return db.select(companyColumns).from(companies).$dynamic();
}

type CompanyRow = Awaited<ReturnType<typeof selectCompanyRows>>[number];

/** Vacancies visible to students per company, for a page of companies in one grouped query. */
export async function openVacancyCounts(
  db: Executor,
  companyIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (companyIds.length === 0) return counts;
  const rows = await db
    .select({ companyId: vacancies.companyId, count: sql<number>`count(*)::int` })
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(and(inArray(vacancies.companyId, [...companyIds]), visibleToStudents(now)))
    .groupBy(vacancies.companyId)
    .orderBy(asc(vacancies.companyId));
  for (const row of rows) counts.set(row.companyId, row.count);
  return counts;
}

export function toCompanyListItem(row: CompanyRow, openVacancies: number): CompanyListItem {
  return {
    id: row.id,
    name: row.name,
    logoUrl: row.logoUrl,
    summary: leadingSentences(row.description, SUMMARY_MAX),
    city:
      row.cityId !== null && row.cityName !== null && row.cityRegion !== null
        ? { id: row.cityId, name: row.cityName, region: row.cityRegion }
        : null,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    openVacancies,
    status: row.status as AccountStatus,
  };
}
