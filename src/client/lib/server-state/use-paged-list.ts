import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Page } from '../../../shared/contract/query';
import { recall, remember } from '../history-entry';
import { latestRequest } from './latest-request';
import { initialPagedState, type PagedState, pagedReducer } from './paged-reducer';

/** What a page fetch answers: HttpResult<Page<T>> fits. */
type PageResult<T> =
  | { ok: true; data: Page<T> }
  | { ok: false; reason?: string; message: string; code?: string | undefined };

/** Where a list's pages are kept for the history entry: by its key (lib/history-entry.ts). */
const slotOf = (key: string) => `paged-list:${key}`;

export type FetchPage<T> = (page: number, signal: AbortSignal) => Promise<PageResult<T>>;

export interface PagedList<T> extends PagedState<T> {
  loadMore: () => void;
  /** After a failure: the first page again, or the page that failed. */
  retry: () => void;
}

/**
 * A load-more list for `key` (the serialised query). A new key aborts what is in flight and
 * starts at page 1: one page request at a time, a stale answer dropped (latest-request.ts), and
 * the reducer (paged-reducer.ts) ignores an answer for another key or an unexpected page.
 * `fetchPage` may change identity on every render (it is read through a ref).
 * `initial`: the first key's page 1, already known (the page's inlined data,
 * lib/initial-data.ts): the list starts ready with it and asks only for the pages after it.
 *
 * The loaded pages are kept for the history entry (lib/history-entry.ts): back on this entry
 * (Back from a card the list opened), the list starts with every page it had, asks for none, and
 * the layout puts the scroll back (docs/decisions/054-lists-kept-per-history-entry.md).
 */
export function usePagedList<T extends { id: number | string }>(
  key: string,
  fetchPage: FetchPage<T>,
  initial: Page<T> | null = null,
): PagedList<T> {
  const [state, dispatch] = useReducer(pagedReducer<T>, key, (first) => {
    const kept = recall<PagedState<T>>(slotOf(first));
    // Focus stays where the layout puts it: nothing was just appended.
    if (kept?.key === first && kept.status === 'ready') return { ...kept, appendedFrom: null };
    return initial === null
      ? initialPagedState<T>(first)
      : pagedReducer(initialPagedState<T>(first), { type: 'loaded', key: first, page: 1, data: initial });
  });
  useEffect(() => {
    if (state.status === 'ready') remember(slotOf(state.key), state);
  }, [state]);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const stateRef = useRef(state);
  stateRef.current = state;
  const [request] = useState(latestRequest);

  const run = useCallback(
    (forKey: string, page: number) =>
      request.run(
        (signal) => fetchRef.current(page, signal),
        (result) => {
          if (result.ok) dispatch({ type: 'loaded', key: forKey, page, data: result.data });
          else dispatch({ type: 'failed', key: forKey, page, message: result.message, code: result.code });
        },
      ),
    [request],
  );

  useEffect(() => {
    // Already holding this key's first page (the inlined one): nothing to ask. StrictMode's
    // second run of this effect sees the same state and asks nothing either.
    const current = stateRef.current;
    if (current.key === key && current.page > 0) return;
    dispatch({ type: 'reset', key });
    run(key, 1);
    return request.abort;
  }, [key, run, request]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if ((current.status !== 'ready' && current.status !== 'error-more') || !current.hasMore) return;
    // Marked at once (not after the render) so a double click cannot ask for the page twice.
    stateRef.current = { ...current, status: 'loading-more' };
    dispatch({ type: 'more', key: current.key });
    run(current.key, current.page + 1);
  }, [run]);

  const retry = useCallback(() => {
    const current = stateRef.current;
    if (current.status === 'error') {
      dispatch({ type: 'reset', key: current.key });
      run(current.key, 1);
    } else if (current.status === 'error-more') {
      loadMore();
    }
  }, [loadMore, run]);

  return { ...state, loadMore, retry };
}
