/**
 * A BoardList over a list the server answers whole (the admins: no paging, no search), so such a
 * screen still uses BoardListView. Search filters the loaded rows here; changes since the load
 * (added, renamed, removed) are kept on top of it rather than loaded again.
 */
import { useState } from 'react';
import type { BoardList, Resource } from '../../lib/server-state';

interface Changes<T> {
  added: readonly T[];
  removed: ReadonlySet<number>;
  patched: ReadonlyMap<number, Partial<T>>;
}

interface LoadedBoardList<T> extends BoardList<T> {
  add(item: T): void;
}

export function useLoadedBoardList<T extends { id: number }>(
  key: string,
  loaded: Resource<readonly T[]> & { reload(): void },
  matches: (item: T) => boolean,
): LoadedBoardList<T> {
  const [changes, setChanges] = useState<Changes<T>>({ added: [], removed: new Set(), patched: new Map() });
  const all = [...(loaded.status === 'ready' ? loaded.data : []), ...changes.added]
    .filter((item) => !changes.removed.has(item.id))
    .map((item) => {
      const change = changes.patched.get(item.id);
      return change ? { ...item, ...change } : item;
    });
  const items = all.filter(matches);
  return {
    key,
    items,
    page: loaded.status === 'ready' ? 1 : 0,
    total: items.length,
    hasMore: false,
    status: loaded.status === 'ready' ? 'ready' : loaded.status,
    error: loaded.status === 'error' ? loaded.message : null,
    errorCode: loaded.status === 'error' ? loaded.code : null,
    appendedFrom: null,
    loadMore: () => undefined,
    retry: loaded.reload,
    add: (item) => setChanges((previous) => ({ ...previous, added: [...previous.added, item] })),
    remove: (id) => setChanges((previous) => ({ ...previous, removed: new Set(previous.removed).add(id) })),
    patch: (id, change) =>
      setChanges((previous) => {
        const patched = new Map(previous.patched);
        patched.set(id, { ...patched.get(id), ...change });
        return { ...previous, patched };
      }),
  };
}
