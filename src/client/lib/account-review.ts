/**
 * The career centre reviews students and companies the same way (docs/product.md): a list by
 * status with a search and one record a notification links to, and the count still pending.
 * The two review features call their own endpoints with these; `useAccountReview` is the board's
 * state, which ui/board-list/account-review-board.tsx shows.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Page } from '../../shared/contract/query';
import { ACCOUNT_STATUSES, type AccountStatus } from '../../shared/dictionaries';
import { BOARD_PAGE_SIZE } from './board-page-size';
import type { HttpResult } from './http';
import { type BoardList, useBoardList, useResource } from './server-state';

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

type ReviewTab = 'all' | AccountStatus;

interface AccountReviewOptions<T> {
  /** `?id=N` of a notification's link (ui/board-list/use-focus-id.ts: lib/ does not import ui/). */
  focusId: number | null;
  /** The board's own address: a new tab or search leaves the one record for the whole list. */
  boardPath: string;
  fetchPage(query: AccountReviewQuery, signal: AbortSignal): Promise<HttpResult<Page<T>>>;
  fetchPending(): Promise<HttpResult<number>>;
  /** A decided row leaves a status tab it no longer fits; otherwise it shows its new status there. */
  dropDecided: boolean;
}

interface AccountReview<T> {
  focusId: number | null;
  /** The tab shown: «Все» while one record is focused. */
  tab: ReviewTab;
  text: string;
  /** The list's query, serialised: a new one starts with nothing ticked. */
  key: string;
  list: BoardList<T>;
  /** How many await review, once known. */
  pending: number | null;
  chooseTab(tab: ReviewTab): void;
  search(text: string): void;
  /** Rows the admin decided: their new status in the list, and the pending count asked again. */
  settle(ids: readonly number[], status: AccountStatus): void;
}

export function useAccountReview<T extends { id: number; status: AccountStatus }>(
  options: AccountReviewOptions<T>,
): AccountReview<T> {
  const { focusId } = options;
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<ReviewTab>('pending');
  const [text, setText] = useState('');
  // Every decision changes the pending count; the counter reloads after each one.
  const [decisions, setDecisions] = useState(0);
  const pending = useResource(`pending-${decisions}`, () => options.fetchPending());
  // «Все» names every status: without a filter the server would answer approved ones only.
  const shownTab: ReviewTab = focusId === null ? tab : 'all';
  const statuses = shownTab === 'all' ? ACCOUNT_STATUSES : [shownTab];
  const key = `${shownTab}|${text}|${focusId ?? ''}`;
  const list = useBoardList<T>(key, (page, signal) =>
    options.fetchPage({ statuses, text, page, id: focusId }, signal),
  );
  const leaveFocus = () => {
    if (focusId !== null) navigate(options.boardPath);
  };
  return {
    focusId,
    tab: shownTab,
    text,
    key,
    list,
    pending: pending.status === 'ready' ? pending.data : null,
    chooseTab: (next) => {
      setTab(next);
      leaveFocus();
    },
    search: (next) => {
      setText(next);
      leaveFocus();
    },
    settle: (ids, status) => {
      // `status` is a field of every T; TypeScript cannot see that a partial of it is a Partial<T>.
      const change = { status } as Partial<T>;
      for (const id of ids) {
        if (options.dropDecided && shownTab !== 'all' && shownTab !== status) list.remove(id);
        else list.patch(id, change);
      }
      if (ids.length > 0) setDecisions((value) => value + 1);
    },
  };
}
