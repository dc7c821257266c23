/** The calls of the company screens. Results are typed; screens decide what to show. */
import {
  type CompanyDetail,
  CompanyDetailSchema,
  type CompanyListItem,
  CompanyPageSchema,
} from '../../../shared/contract/company';
import type { Page } from '../../../shared/contract/query';
import { type VacancyListItem, VacancyPageSchema } from '../../../shared/contract/vacancy';
import { PUBLIC_PAGE_SIZES } from '../../../shared/initial-data';
import type { HttpClient, HttpResult } from '../../lib/http';

export const COMPANIES_PAGE_SIZE = PUBLIC_PAGE_SIZES.companies;
export const COMPANY_VACANCIES_PAGE_SIZE = PUBLIC_PAGE_SIZES.companyVacancies;

export function companiesRequest(
  http: HttpClient,
  text: string,
  page: number,
  signal?: AbortSignal,
): Promise<HttpResult<Page<CompanyListItem>>> {
  return http.get('company/getItems', CompanyPageSchema, {
    searchParams: { text, page, limit: COMPANIES_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

export function companyRequest(http: HttpClient, id: number): Promise<HttpResult<CompanyDetail>> {
  return http.get(`company/${id}/`, CompanyDetailSchema);
}

/** The company's open vacancies (the public list, filtered by company). */
export function companyVacanciesRequest(
  http: HttpClient,
  companyId: number,
  page: number,
  signal?: AbortSignal,
): Promise<HttpResult<Page<VacancyListItem>>> {
  return http.get('vacancy/getItems', VacancyPageSchema, {
    searchParams: { company: companyId, sort: 'newest', page, limit: COMPANY_VACANCIES_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}
