/**
 * The career centre's company review calls: the list by status, the pending count, approve, deny,
 * and the verified companies' identity changes.
 */

import type { CompanyListItem } from '../../../shared/contract/company.contract';
import { companyList } from '../../../shared/contract/endpoints/company.endpoints';
import {
  companyApprove,
  companyDeny,
  identityApprove,
  identityChanges,
  identityDeny,
} from '../../../shared/contract/endpoints/verification.endpoints';
import type { Page } from '../../../shared/contract/query';
import type { CompanyDecision } from '../../../shared/contract/verification.contract';
import {
  type AccountReviewQuery,
  PENDING_COUNT_QUERY,
  reviewListQuery,
  totalOf,
} from '../../lib/account-review';
import type { HttpClient, HttpResult } from '../../lib/http';

export type BoardCompanyQuery = AccountReviewQuery;

export function fetchBoardCompanies(
  http: HttpClient,
  query: BoardCompanyQuery,
  signal?: AbortSignal,
): Promise<HttpResult<Page<CompanyListItem>>> {
  return http.api(
    companyList,
    {
      query: reviewListQuery(query),
    },
    signal ? { signal } : {},
  );
}

/** How many companies await review: one row asked for, the total read. */
export async function fetchCompanyPendingCount(http: HttpClient): Promise<HttpResult<number>> {
  return totalOf(await http.api(companyList, { query: PENDING_COUNT_QUERY }));
}

export function approveCompany(http: HttpClient, id: number): Promise<HttpResult<CompanyDecision>> {
  return http.api(companyApprove, { body: { id } });
}

export function denyCompany(
  http: HttpClient,
  id: number,
  reason: string,
): Promise<HttpResult<CompanyDecision>> {
  return http.api(companyDeny, { body: { id, reason } });
}

/** Verified companies' proposed names, INNs and contact persons waiting for an admin (decision 015). */
export function fetchIdentityChanges(http: HttpClient) {
  return http.api(identityChanges);
}

/** `requestedAt` is the proposal the admin saw: a newer one is not decided by this answer. */
export function approveIdentity(http: HttpClient, seen: { id: number; requestedAt: string }) {
  return http.api(identityApprove, { body: seen });
}

export function denyIdentity(http: HttpClient, seen: { id: number; requestedAt: string }, reason: string) {
  return http.api(identityDeny, { body: { ...seen, reason } });
}
