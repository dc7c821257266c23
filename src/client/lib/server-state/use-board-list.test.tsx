import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyRowChanges, useBoardList } from './use-board-list';
import type { FetchPage } from './use-paged-list';

type Row = { id: number; title: string };

const rows: FetchPage<Row> = async (page) => ({
  ok: true,
  data: {
    items: [
      { id: 1, title: 'один' },
      { id: 2, title: 'два' },
      { id: 3, title: 'три' },
    ],
    total: 3,
    page,
    hasMore: false,
  },
});

describe('applyRowChanges', () => {
  it('leaves removed rows out and merges patches', () => {
    const items: Row[] = [
      { id: 1, title: 'один' },
      { id: 2, title: 'два' },
    ];
    const changes = { removed: new Set([1]), patched: new Map([[2, { title: 'второй' }]]) };
    expect(applyRowChanges(items, changes)).toEqual([{ id: 2, title: 'второй' }]);
  });
});

describe('useBoardList', () => {
  it('changes rows in place and forgets the changes when the query changes', async () => {
    const { result, rerender } = renderHook(({ key }) => useBoardList(key, rows), {
      initialProps: { key: 'tab=all' },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => {
      result.current.remove(1);
      result.current.patch(2, { title: 'в архиве' });
    });
    expect(result.current.items).toEqual([
      { id: 2, title: 'в архиве' },
      { id: 3, title: 'три' },
    ]);
    expect(result.current.total).toBe(2);

    rerender({ key: 'tab=archived' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(result.current.total).toBe(3);
  });
});
