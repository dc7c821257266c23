import type { HomeVacancy } from '../../../shared/contract/home.contract';
import type { Currency } from '../../../shared/dictionaries';
import { companies, vacancies } from '../../db/schema';

/** The columns of a home row (vacancies joined with companies). */
export const homeVacancyColumns = {
  id: vacancies.id,
  title: vacancies.title,
  companyName: companies.name,
  salaryFrom: vacancies.salaryFrom,
  salaryTo: vacancies.salaryTo,
  salaryCurrency: vacancies.salaryCurrency,
  salaryGross: vacancies.salaryGross,
  publishedAt: vacancies.publishedAt,
};

type HomeVacancyRow = {
  id: number;
  title: string;
  companyName: string;
  salaryFrom: number | null;
  salaryTo: number | null;
  salaryCurrency: string;
  salaryGross: boolean;
  publishedAt: Date | null;
};

/** The database keeps the dictionaries' currency keys; the cast only restores the type. */
export function toHomeVacancy(row: HomeVacancyRow): HomeVacancy {
  return {
    id: row.id,
    title: row.title,
    companyName: row.companyName,
    salary: {
      from: row.salaryFrom,
      to: row.salaryTo,
      currency: row.salaryCurrency as Currency,
      gross: row.salaryGross,
    },
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}
