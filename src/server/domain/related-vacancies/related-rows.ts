import { eq } from 'drizzle-orm';
import type { RelatedVacancy } from '../../../shared/contract/vacancy.contract';
import type { Currency, Employment, Schedule } from '../../../shared/dictionaries';
import type { Executor } from '../../db/client';
import { companies, vacancies, vacancyTypes } from '../../db/schema';

/** What a related vacancy's short card needs: no texts, no tags (no second query per list). */
const relatedColumns = {
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
  suitsPractice: vacancies.suitsPractice,
  combinableWithStudy: vacancies.combinableWithStudy,
  firstYearFriendly: vacancies.firstYearFriendly,
  forGraduates: vacancies.forGraduates,
  publishedAt: vacancies.publishedAt,
};

/** The joins of every vacancy read (domain/vacancies/vacancy-rows.ts): its company and its type. */
export function selectRelatedRows(db: Executor) {
  return db
    .select(relatedColumns)
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .leftJoin(vacancyTypes, eq(vacancyTypes.id, vacancies.vacancyTypeId))
    .$dynamic();
}

type RelatedRow = Awaited<ReturnType<typeof selectRelatedRows>>[number];

/** The database's enums hold exactly the dictionaries' keys; the casts only restore the types. */
export function toRelated(row: RelatedRow): RelatedVacancy {
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
    flags: {
      suitsPractice: row.suitsPractice,
      combinableWithStudy: row.combinableWithStudy,
      firstYearFriendly: row.firstYearFriendly,
      forGraduates: row.forGraduates,
    },
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}
