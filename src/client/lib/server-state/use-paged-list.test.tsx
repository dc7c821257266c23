import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from '../../../shared/contract/query';
import { type FetchPage, usePagedList } from './use-paged-list';

type Item = { id: number };

function fakeSource() {
  const calls: Array<{ key: string; page: number }> = [];
  const make =
    (key: string): FetchPage<Item> =>
    async (page) => {
      calls.push({ key, page });
      const data: Page<Item> = {
        items: [{ id: page * 10 + 1 }, { id: page * 10 + 2 }],
        total: 6,
        page,
        hasMore: page < 3,
      };
      return { ok: true, data };
    };
  return { calls, make };
}

// Each test is a new history entry: a list's pages are kept per entry (lib/history-entry.ts).
beforeEach(() => window.history.pushState(null, '', '/'));

describe('usePagedList', () => {
  it('comes back on its history entry with every page it had loaded, asking for none (issue 24, item 8)', async () => {
    const source = fakeSource();
    const first = renderHook(() => usePagedList('kept', source.make('kept')));
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    act(() => first.result.current.loadMore());
    await waitFor(() => expect(first.result.current.page).toBe(2));
    act(() => first.result.current.loadMore());
    await waitFor(() => expect(first.result.current.page).toBe(3));
    // The router's replace navigations (a search settling) null the state; the entry keeps its id.
    window.history.replaceState(null, '', '/vacancies/');
    dispatchEvent(new Event('replaceState'));
    first.unmount();
    expect(source.calls).toHaveLength(3);

    // Back on the same entry (a card was opened, then Back): all three pages, no request.
    const again = renderHook(() => usePagedList('kept', source.make('kept')));
    expect(again.result.current.status).toBe('ready');
    expect(again.result.current.items.map((item) => item.id)).toEqual([11, 12, 21, 22, 31, 32]);
    expect(again.result.current.appendedFrom).toBeNull();
    expect(source.calls).toHaveLength(3);
    again.unmount();

    // Another entry (a new visit to the list) starts from the server's first page.
    window.history.pushState(null, '', '/vacancies/');
    const fresh = renderHook(() => usePagedList('kept', source.make('kept')));
    expect(fresh.result.current.status).toBe('loading');
    await waitFor(() => expect(fresh.result.current.items).toHaveLength(2));
    fresh.unmount();
  });

  it('appends pages and resets to page 1 when the key changes', async () => {
    const source = fakeSource();
    const { result, rerender } = renderHook(({ key }) => usePagedList(key, source.make(key)), {
      initialProps: { key: 'text=a' },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(result.current.page).toBe(2);

    rerender({ key: 'text=b' });
    await waitFor(() => expect(result.current.key).toBe('text=b'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items.map((item) => item.id)).toEqual([11, 12]);
    expect(source.calls.filter((call) => call.key === 'text=b').map((call) => call.page)).toEqual([1]);
  });

  it('asks for a page once however often «more» is pressed', async () => {
    const source = fakeSource();
    const { result } = renderHook(() => usePagedList('k', source.make('k')));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(source.calls.map((call) => call.page).filter((page) => page === 2)).toHaveLength(1);
  });

  it('retries a failed first page', async () => {
    let fail = true;
    const fetchPage: FetchPage<Item> = async (page) =>
      fail
        ? { ok: false, message: 'Сервер недоступен' }
        : { ok: true, data: { items: [{ id: 1 }], total: 1, page, hasMore: false } };
    const { result } = renderHook(() => usePagedList('k', fetchPage));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('Сервер недоступен');
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items).toEqual([{ id: 1 }]);
  });
});
