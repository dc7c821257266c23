/**
 * The load-more list (use-paged-list.ts) plus what a board does to its rows: an archived or
 * deleted vacancy changes in place, keeping the pages already loaded, and the changes are
 * forgotten when the query (the key) changes and the server speaks again.
 */
import { useCallback } from 'react';
import { useEntryState } from '../history-entry';
import { type FetchPage, type PagedList, usePagedList } from './use-paged-list';

/** Changes made here since the server's answer, by row id. */
interface RowChanges<T> {
  removed: ReadonlySet<number>;
  patched: ReadonlyMap<number, Partial<T>>;
}

const noChanges = <T>(): RowChanges<T> => ({ removed: new Set(), patched: new Map() });

/** The server's rows with the local changes on top: removed rows left out, patches merged in. */
export function applyRowChanges<T extends { id: number }>(items: readonly T[], changes: RowChanges<T>): T[] {
  return items
    .filter((item) => !changes.removed.has(item.id))
    .map((item) => {
      const change = changes.patched.get(item.id);
      return change ? { ...item, ...change } : item;
    });
}

export interface BoardList<T> extends Omit<PagedList<T>, 'items'> {
  items: T[];
  remove(id: number): void;
  patch(id: number, change: Partial<T>): void;
}

export function useBoardList<T extends { id: number }>(key: string, fetchPage: FetchPage<T>): BoardList<T> {
  const list = usePagedList<T>(key, fetchPage);
  // Kept for the history entry with the pages (lib/history-entry.ts): back on the board, an
  // archived row stays archived rather than the server's older answer coming back.
  const [state, setState] = useEntryState<{ key: string; changes: RowChanges<T> }>(
    `board-changes:${key}`,
    () => ({
      key,
      changes: noChanges(),
    }),
  );
  const changes = state.key === key ? state.changes : noChanges<T>();
  // Every change starts from this key's changes: those of an older query are dropped, not merged.
  const change = useCallback(
    (next: (current: RowChanges<T>) => RowChanges<T>) =>
      setState((previous) => ({ key, changes: next(previous.key === key ? previous.changes : noChanges()) })),
    [key, setState],
  );
  const remove = useCallback(
    (id: number) => change((current) => ({ ...current, removed: new Set(current.removed).add(id) })),
    [change],
  );
  const patch = useCallback(
    (id: number, update: Partial<T>) =>
      change((current) => {
        const patched = new Map(current.patched);
        patched.set(id, { ...patched.get(id), ...update });
        return { ...current, patched };
      }),
    [change],
  );

  const items = applyRowChanges(list.items, changes);
  const removedShown = list.items.length - items.length;
  return { ...list, items, total: Math.max(0, list.total - removedShown), remove, patch };
}
