import { describe, expect, it } from 'vitest';
import { initialPagedState, type PagedState, pagedReducer } from './paged-reducer';

type Item = { id: number };
const items = (...ids: number[]): Item[] => ids.map((id) => ({ id }));
const pageOf = (ids: number[], total: number, hasMore: boolean) => ({
  items: items(...ids),
  total,
  page: 1,
  hasMore,
});

function loadedFirst(key: string): PagedState<Item> {
  return pagedReducer(initialPagedState<Item>(key), {
    type: 'loaded',
    key,
    page: 1,
    data: pageOf([1, 2], 5, true),
  });
}

describe('pagedReducer', () => {
  it('loads the first page, then appends the next', () => {
    let state = loadedFirst('a');
    expect(state).toMatchObject({ status: 'ready', page: 1, total: 5, hasMore: true, appendedFrom: null });
    state = pagedReducer(state, { type: 'more', key: 'a' });
    expect(state.status).toBe('loading-more');
    state = pagedReducer(state, { type: 'loaded', key: 'a', page: 2, data: pageOf([3, 4], 5, true) });
    expect(state.items.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(state).toMatchObject({ page: 2, status: 'ready', appendedFrom: 2 });
  });

  it('starts again at page 1 with nothing shown when the query changes (100xJobs #301)', () => {
    let state = pagedReducer(loadedFirst('a'), { type: 'more', key: 'a' });
    state = pagedReducer(state, { type: 'loaded', key: 'a', page: 2, data: pageOf([3, 4], 5, true) });
    state = pagedReducer(state, { type: 'reset', key: 'b' });
    expect(state).toEqual(initialPagedState('b'));
    // The next page asked of the new query is 1, and its answer replaces the list.
    state = pagedReducer(state, { type: 'loaded', key: 'b', page: 1, data: pageOf([9], 1, false) });
    expect(state.items).toEqual(items(9));
    expect(state.page).toBe(1);
  });

  it('drops answers for an older query', () => {
    const state = pagedReducer(initialPagedState<Item>('b'), {
      type: 'loaded',
      key: 'a',
      page: 1,
      data: pageOf([1], 1, false),
    });
    expect(state).toEqual(initialPagedState('b'));
    expect(pagedReducer(state, { type: 'failed', key: 'a', page: 1, message: 'x' })).toBe(state);
  });

  it('drops a page that is not the next one, or arrives without being asked for', () => {
    const ready = loadedFirst('a');
    expect(pagedReducer(ready, { type: 'loaded', key: 'a', page: 2, data: pageOf([3], 5, true) })).toBe(
      ready,
    );
    const loading = pagedReducer(ready, { type: 'more', key: 'a' });
    expect(pagedReducer(loading, { type: 'loaded', key: 'a', page: 3, data: pageOf([3], 5, true) })).toBe(
      loading,
    );
  });

  it('never shows an item twice when offsets shift between pages', () => {
    let state = pagedReducer(loadedFirst('a'), { type: 'more', key: 'a' });
    state = pagedReducer(state, { type: 'loaded', key: 'a', page: 2, data: pageOf([2, 3], 6, true) });
    expect(state.items.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('stops offering more after a page that brings nothing', () => {
    let state = pagedReducer(loadedFirst('a'), { type: 'more', key: 'a' });
    state = pagedReducer(state, { type: 'loaded', key: 'a', page: 2, data: pageOf([], 5, true) });
    expect(state.hasMore).toBe(false);
    expect(state.appendedFrom).toBeNull();
  });

  it('ignores «more» while loading or at the end', () => {
    const loading = initialPagedState<Item>('a');
    expect(pagedReducer(loading, { type: 'more', key: 'a' })).toBe(loading);
    const end = pagedReducer(loading, { type: 'loaded', key: 'a', page: 1, data: pageOf([1], 1, false) });
    expect(pagedReducer(end, { type: 'more', key: 'a' })).toBe(end);
  });

  it('keeps loaded items when the next page fails, and can retry it', () => {
    let state = pagedReducer(loadedFirst('a'), { type: 'more', key: 'a' });
    state = pagedReducer(state, { type: 'failed', key: 'a', page: 2, message: 'Нет соединения' });
    expect(state).toMatchObject({ status: 'error-more', error: 'Нет соединения', page: 1 });
    expect(state.items).toHaveLength(2);
    state = pagedReducer(state, { type: 'more', key: 'a' });
    expect(state.status).toBe('loading-more');
  });

  it('reports a failed first page', () => {
    const state = pagedReducer(initialPagedState<Item>('a'), {
      type: 'failed',
      key: 'a',
      page: 1,
      message: 'Ошибка',
    });
    expect(state).toMatchObject({ status: 'error', error: 'Ошибка', items: [] });
  });
});
