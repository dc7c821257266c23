/**
 * The shared load-more list (ui/use-paged-list.ts) plus what a board does to its rows: an
 * archived or deleted vacancy changes in place, keeping the pages already loaded, and the
 * changes are forgotten when the query (the key) changes and the server speaks again.
 */
import { useCallback, useState } from 'react';
import { type FetchPage, type PagedList, usePagedList } from '../use-paged-list';

interface Overlay<T> {
  key: string;
  removed: ReadonlySet<number>;
  patched: ReadonlyMap<number, Partial<T>>;
}

export interface BoardList<T> extends Omit<PagedList<T>, 'items'> {
  items: T[];
  remove(id: number): void;
  patch(id: number, change: Partial<T>): void;
}

export function useBoardList<T extends { id: number }>(key: string, fetchPage: FetchPage<T>): BoardList<T> {
  const list = usePagedList<T>(key, fetchPage);
  const [overlay, setOverlay] = useState<Overlay<T>>({ key, removed: new Set(), patched: new Map() });
  const current = overlay.key === key ? overlay : { key, removed: new Set<number>(), patched: new Map() };

  const remove = useCallback(
    (id: number) =>
      setOverlay((previous) => {
        const base =
          previous.key === key ? previous : { key, removed: new Set<number>(), patched: new Map() };
        return { ...base, removed: new Set(base.removed).add(id) };
      }),
    [key],
  );
  const patch = useCallback(
    (id: number, change: Partial<T>) =>
      setOverlay((previous) => {
        const base =
          previous.key === key ? previous : { key, removed: new Set<number>(), patched: new Map() };
        const patched = new Map(base.patched);
        patched.set(id, { ...patched.get(id), ...change });
        return { ...base, patched };
      }),
    [key],
  );

  const items = list.items
    .filter((item) => !current.removed.has(item.id))
    .map((item) => {
      const change = current.patched.get(item.id);
      return change ? { ...item, ...change } : item;
    });
  const removedShown = list.items.length - items.length;
  return { ...list, items, total: Math.max(0, list.total - removedShown), remove, patch };
}
