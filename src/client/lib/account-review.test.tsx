import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountStatus } from '../../shared/dictionaries';
import { type AccountReviewQuery, useAccountReview } from './account-review';

type Row = { id: number; status: AccountStatus };

/** A board of two pending rows that records every query. */
function board() {
  const queries: AccountReviewQuery[] = [];
  let pendingCalls = 0;
  return {
    queries,
    fetchPage: async (query: AccountReviewQuery) => {
      queries.push(query);
      const items: Row[] = [
        { id: 1, status: 'pending' },
        { id: 2, status: 'pending' },
      ];
      return { ok: true as const, status: 200, data: { items, total: 2, page: query.page, hasMore: false } };
    },
    fetchPending: async () => {
      // Two await review at first, one fewer after each decision.
      pendingCalls += 1;
      return { ok: true as const, status: 200, data: 3 - pendingCalls };
    },
  };
}

describe('useAccountReview', () => {
  it('starts on the pending tab with its count; a decided row leaves the tab when asked to', async () => {
    const api = board();
    const { result } = renderHook(() =>
      useAccountReview<Row>({ focusId: null, boardPath: '/board/x/', dropDecided: true, ...api }),
    );
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    await waitFor(() => expect(result.current.pending).toBe(2));
    expect(result.current.tab).toBe('pending');
    expect(api.queries[0]).toMatchObject({ statuses: ['pending'], text: '', page: 1, id: null });

    act(() => result.current.settle([1], 'approved'));
    expect(result.current.list.items).toEqual([{ id: 2, status: 'pending' }]);
    await waitFor(() => expect(result.current.pending).toBe(1));
  });

  it('keeps a decided row with its new status when the board shows decisions in place', async () => {
    const api = board();
    const { result } = renderHook(() =>
      useAccountReview<Row>({ focusId: null, boardPath: '/board/x/', dropDecided: false, ...api }),
    );
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    act(() => result.current.settle([1], 'denied'));
    expect(result.current.list.items[0]).toEqual({ id: 1, status: 'denied' });
  });

  it('shows a focused record under «Все», and a new tab or search leaves it for the board', async () => {
    const api = board();
    window.history.replaceState(null, '', '/board/x/?id=7');
    const { result } = renderHook(() =>
      useAccountReview<Row>({ focusId: 7, boardPath: '/board/x/', dropDecided: true, ...api }),
    );
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    expect(result.current.tab).toBe('all');
    expect(api.queries[0]).toMatchObject({ statuses: ['pending', 'approved', 'denied'], id: 7 });
    act(() => result.current.search('Иван'));
    expect(window.location.pathname + window.location.search).toBe('/board/x/');
  });
});
