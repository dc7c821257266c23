/**
 * The state of a load-more list, as a pure reducer. Two rules it exists for: a new query (any
 * filter or the search text) starts again at page 1 with an empty list — a page number must
 * never outlive its filters — and an answer for an older query or an unexpected page is dropped,
 * so a slow response can never mix two searches. Appended pages skip items already shown: a
 * vacancy published between two page loads shifts the offsets.
 */
import type { Page } from '../../../shared/contract/query';

type PagedStatus = 'loading' | 'ready' | 'loading-more' | 'error' | 'error-more';

export interface PagedState<T> {
  /** The query these items answer (a serialised filter set). */
  key: string;
  items: T[];
  /** The last page loaded; 0 before the first. */
  page: number;
  total: number;
  hasMore: boolean;
  status: PagedStatus;
  error: string | null;
  /** The failure's `code` (a 403 because of the account's status: `account-pending`), or null. */
  errorCode: string | null;
  /** Index of the first item of the last appended page (where focus goes), or null. */
  appendedFrom: number | null;
}

type PagedAction<T> =
  | { type: 'reset'; key: string }
  | { type: 'more'; key: string }
  | { type: 'loaded'; key: string; page: number; data: Page<T> }
  | { type: 'failed'; key: string; page: number; message: string; code?: string | undefined };

export function initialPagedState<T>(key: string): PagedState<T> {
  return {
    key,
    items: [],
    page: 0,
    total: 0,
    hasMore: false,
    status: 'loading',
    error: null,
    errorCode: null,
    appendedFrom: null,
  };
}

function unique<T extends { id: number | string }>(items: readonly T[], seen: Set<number | string>): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
  }
  return out;
}

export function pagedReducer<T extends { id: number | string }>(
  state: PagedState<T>,
  action: PagedAction<T>,
): PagedState<T> {
  if (action.type === 'reset') return initialPagedState(action.key);
  if (action.key !== state.key) return state;
  switch (action.type) {
    case 'more':
      if (state.status !== 'ready' && state.status !== 'error-more') return state;
      if (!state.hasMore) return state;
      return { ...state, status: 'loading-more', error: null, errorCode: null };
    case 'loaded': {
      if (action.page === 1) {
        return {
          ...state,
          items: unique(action.data.items, new Set()),
          page: 1,
          total: action.data.total,
          hasMore: action.data.hasMore,
          status: 'ready',
          error: null,
          errorCode: null,
          appendedFrom: null,
        };
      }
      if (action.page !== state.page + 1 || state.status !== 'loading-more') return state;
      const added = unique(action.data.items, new Set(state.items.map((item) => item.id)));
      return {
        ...state,
        items: [...state.items, ...added],
        page: action.page,
        total: action.data.total,
        // A page of nothing new cannot promise more: stop rather than loop on duplicates.
        hasMore: action.data.hasMore && action.data.items.length > 0,
        status: 'ready',
        error: null,
        errorCode: null,
        appendedFrom: added.length > 0 ? state.items.length : null,
      };
    }
    case 'failed':
      if (action.page === 1)
        return { ...state, status: 'error', error: action.message, errorCode: action.code ?? null };
      if (action.page !== state.page + 1) return state;
      return { ...state, status: 'error-more', error: action.message, errorCode: action.code ?? null };
  }
}
