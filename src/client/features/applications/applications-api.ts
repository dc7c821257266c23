/**
 * The application calls (issue 12), one function per endpoint, each checked against its contract
 * (src/shared/contract/application.contract.ts). The student's side and the company's board share them.
 */

import type {
  ApplicationChangeResult,
  ApplicationChangeStatus,
  ApplicationCreate,
  ApplicationItem,
  ApplicationSort,
  ApplicationStatus,
} from '../../../shared/contract/application.contract';
import type { ApplicationExternalResult } from '../../../shared/contract/apply-elsewhere.contract';
import {
  applicationChangeStatus,
  applicationCreate,
  applicationExternal,
  applicationItems,
  applicationNote,
  applicationView,
  applicationWithdraw,
} from '../../../shared/contract/endpoints/application.endpoints';
import type { Page } from '../../../shared/contract/query';
import type { HttpClient, HttpResult } from '../../lib/http';

const APPLICATIONS_PAGE_SIZE = 20;

interface ApplicationQuery {
  /** Empty: every status. */
  statuses: readonly ApplicationStatus[];
  text: string;
  sort: ApplicationSort;
  /** One application (a notification's link). */
  id: number | null;
  vacancyId: number | null;
  /** An admin's filter by company. */
  companyId: number | null;
  /** Days applied, `YYYY-MM-DD`, both inclusive; empty: unbounded. */
  from: string;
  to: string;
  page: number;
}

export const emptyApplicationQuery: ApplicationQuery = {
  statuses: [],
  text: '',
  sort: 'newest',
  id: null,
  vacancyId: null,
  companyId: null,
  from: '',
  to: '',
  page: 1,
};

export function fetchApplications(
  http: HttpClient,
  query: ApplicationQuery,
  signal?: AbortSignal,
): Promise<HttpResult<Page<ApplicationItem>>> {
  return http.api(
    applicationItems,
    {
      query: {
        status: query.statuses.join(','),
        text: query.text.trim(),
        sort: query.sort,
        id: query.id,
        vacancyId: query.vacancyId,
        companyId: query.companyId,
        from: query.from,
        to: query.to,
        page: query.page,
        limit: APPLICATIONS_PAGE_SIZE,
      },
    },
    signal ? { signal } : {},
  );
}

export function createApplication(
  http: HttpClient,
  body: ApplicationCreate,
): Promise<HttpResult<ApplicationItem>> {
  return http.api(applicationCreate, { body });
}

export function withdrawApplication(http: HttpClient, id: number): Promise<HttpResult<ApplicationItem>> {
  return http.api(applicationWithdraw, { body: { id } });
}

export function changeApplicationStatus(
  http: HttpClient,
  body: ApplicationChangeStatus,
): Promise<HttpResult<ApplicationChangeResult>> {
  return http.api(applicationChangeStatus, { body });
}

export function saveApplicationNote(
  http: HttpClient,
  id: number,
  note: string,
): Promise<HttpResult<ApplicationItem>> {
  return http.api(applicationNote, { body: { id, note } });
}

/** Marks the application viewed (the company opened its card); answers the item as it now is. */
export function viewApplication(http: HttpClient, id: number): Promise<HttpResult<ApplicationItem>> {
  return http.api(applicationView, { body: { id } });
}

/**
 * A student opened a vacancy's outside link or email (docs/decisions/020, «Applying
 * elsewhere»): counted once a day on the server; `counted: false` for a repeat.
 */
export function recordExternalApply(
  http: HttpClient,
  vacancyId: number,
): Promise<HttpResult<ApplicationExternalResult>> {
  return http.api(applicationExternal, { body: { vacancyId } });
}
