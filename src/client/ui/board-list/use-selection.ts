import { useCallback, useState } from 'react';

export interface Selection {
  readonly ids: ReadonlySet<number>;
  has(id: number): boolean;
  toggle(id: number): void;
  /** Selects these ids, or clears them when all of them are selected already. */
  toggleAll(ids: readonly number[]): void;
  /** Unticks these ids (the rows a bulk action has just changed); the rest stay ticked. */
  deselect(ids: readonly number[]): void;
  clear(): void;
}

/**
 * Which rows of a board list are ticked for a bulk action. The selection belongs to one query
 * (`key`): a new filter or search starts with nothing ticked, so an action never touches rows the
 * admin can no longer see.
 */
export function useSelection(key: string): Selection {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<number> }>({ key, ids: new Set() });
  const ids = state.key === key ? state.ids : new Set<number>();
  const update = useCallback(
    (change: (ids: Set<number>) => void) =>
      setState((previous) => {
        const next = new Set(previous.key === key ? previous.ids : []);
        change(next);
        return { key, ids: next };
      }),
    [key],
  );
  return {
    ids,
    has: (id) => ids.has(id),
    toggle: (id) => update((next) => (next.has(id) ? next.delete(id) : next.add(id))),
    toggleAll: (all) =>
      update((next) => {
        const every = all.length > 0 && all.every((id) => next.has(id));
        for (const id of all) every ? next.delete(id) : next.add(id);
      }),
    deselect: (some) =>
      update((next) => {
        for (const id of some) next.delete(id);
      }),
    clear: () => update((next) => next.clear()),
  };
}
