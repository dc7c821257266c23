/** The board's company calls. */
import {
  type CompanyDetail,
  CompanyDetailSchema,
  type CompanyListItem,
  CompanyPageSchema,
  type CompanyProfileInput,
} from '../../../../shared/contract/company';
import type { Page } from '../../../../shared/contract/query';
import type { AccountStatus } from '../../../../shared/dictionaries';
import type { HttpClient, HttpResult } from '../../../lib/http';
import { BOARD_PAGE_SIZE } from './vacancy-api';

export interface BoardCompanyQuery {
  statuses: readonly AccountStatus[];
  text: string;
  page: number;
}

export function fetchBoardCompanies(
  http: HttpClient,
  query: BoardCompanyQuery,
  signal?: AbortSignal,
): Promise<HttpResult<Page<CompanyListItem>>> {
  return http.get('company/getItems', CompanyPageSchema, {
    searchParams: {
      status: query.statuses.join(','),
      text: query.text.trim(),
      page: query.page,
      limit: BOARD_PAGE_SIZE,
    },
    ...(signal ? { signal } : {}),
  });
}

export function fetchCompany(http: HttpClient, id: number): Promise<HttpResult<CompanyDetail>> {
  return http.get(`company/${id}/`, CompanyDetailSchema);
}

export function saveCompanyProfile(
  http: HttpClient,
  id: number,
  input: CompanyProfileInput,
): Promise<HttpResult<CompanyDetail>> {
  return http.request('put', `company/${id}/`, CompanyDetailSchema, { json: input });
}
