/**
 * The career centre reviews students and companies the same way (docs/product.md): a list by
 * status with a search and one record a notification links to, and the count still pending.
 * The two review features call their own endpoints with these.
 */
import type { AccountStatus } from '../../shared/dictionaries';
import { BOARD_PAGE_SIZE } from './board-page-size';
import type { HttpResult } from './http';

export interface AccountReviewQuery {
  statuses: readonly AccountStatus[];
  text: string;
  page: number;
  /** One record (a notification's link), whatever the status tab. */
  id?: number | null;
}

/** The list endpoint's query for one page of the board. */
export function reviewListQuery(query: AccountReviewQuery) {
  return {
    status: query.statuses.join(','),
    text: query.text.trim(),
    ...(query.id ? { id: query.id } : {}),
    page: query.page,
    limit: BOARD_PAGE_SIZE,
  };
}

/** How many await review: one row asked for, the total read. */
export const PENDING_COUNT_QUERY = { status: 'pending', limit: 1 } as const;

export function totalOf<T extends { total: number }>(result: HttpResult<T>): HttpResult<number> {
  return result.ok ? { ok: true, status: result.status, data: result.data.total } : result;
}
