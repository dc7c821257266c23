/** The board's company calls. */
import * as v from 'valibot';
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
  /** One company (a notification's link), whatever the status tab. */
  id?: number | null;
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
      ...(query.id ? { id: query.id } : {}),
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

/** How many companies await review: one row asked for, the total read. */
export async function fetchCompanyPendingCount(http: HttpClient): Promise<HttpResult<number>> {
  const result = await http.get('company/getItems', CompanyPageSchema, {
    searchParams: { status: 'pending', limit: 1 },
  });
  return result.ok ? { ok: true, status: result.status, data: result.data.total } : result;
}

const DecisionSchema = v.object({ id: v.number(), status: v.picklist(['approved', 'denied']) });
export type CompanyDecision = v.InferOutput<typeof DecisionSchema>;

export function approveCompany(http: HttpClient, id: number): Promise<HttpResult<CompanyDecision>> {
  return http.post('company/approve/', DecisionSchema, { json: { id } });
}

export function denyCompany(
  http: HttpClient,
  id: number,
  reason: string,
): Promise<HttpResult<CompanyDecision>> {
  return http.post('company/deny/', DecisionSchema, { json: { id, reason } });
}
