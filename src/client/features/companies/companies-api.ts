/** The calls of the company screens. Results are typed; screens decide what to show. */
import type { CompanyDetail, CompanyListItem } from '../../../shared/contract/company.contract';
import { companyDetail, companyList } from '../../../shared/contract/endpoints/company.endpoints';
import { vacancyList } from '../../../shared/contract/endpoints/vacancy.endpoints';
import type { Page } from '../../../shared/contract/query';
import type { VacancyListItem } from '../../../shared/contract/vacancy.contract';
import { PUBLIC_PAGE_SIZES } from '../../../shared/initial-data';
import type { HttpClient, HttpResult } from '../../lib/http';

const COMPANIES_PAGE_SIZE = PUBLIC_PAGE_SIZES.companies;
const COMPANY_VACANCIES_PAGE_SIZE = PUBLIC_PAGE_SIZES.companyVacancies;

export function companiesRequest(
  http: HttpClient,
  text: string,
  page: number,
  signal?: AbortSignal,
): Promise<HttpResult<Page<CompanyListItem>>> {
  return http.api(
    companyList,
    { query: { text, page, limit: COMPANIES_PAGE_SIZE } },
    signal ? { signal } : {},
  );
}

export function companyRequest(http: HttpClient, id: number): Promise<HttpResult<CompanyDetail>> {
  return http.api(companyDetail, { params: { id } });
}

/** The company's open vacancies (the public list, filtered by company). */
export function companyVacanciesRequest(
  http: HttpClient,
  companyId: number,
  page: number,
  signal?: AbortSignal,
): Promise<HttpResult<Page<VacancyListItem>>> {
  return http.api(
    vacancyList,
    { query: { company: companyId, sort: 'newest', page, limit: COMPANY_VACANCIES_PAGE_SIZE } },
    signal ? { signal } : {},
  );
}
