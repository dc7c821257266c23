/**
 * The app's state primitives (docs/design.md#boundaries): the app imports them from here, so a change
 * of state library touches one file. Every atom of the app is a primitive value (the session, the
 * account, the favourites, a few flags), so this is the part of jotai's API the app used, with
 * jotai's names and behaviour for primitive atoms: a store holds each atom's value, `set` takes a
 * value or an updater, and a component re-renders when an atom it reads changes (by Object.is).
 * jotai itself weighed 4 KB of every first screen (docs/decisions/068-first-screen-chunks.md).
 */
import {
  createContext,
  createElement,
  type JSX,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from 'react';

/** A value in the store; the object itself is its key, its `init` the value until one is set. */
interface Atom<Value> {
  readonly init: Value;
}

/** A new value, or a function of the current one. */
type SetStateAction<Value> = Value | ((previous: Value) => Value);

export function atom<Value>(init: Value): Atom<Value> {
  return { init };
}

/** The store: filled by start-up code before the first render, read and written by components. */
export interface AppStore {
  get<Value>(atom: Atom<Value>): Value;
  set<Value>(atom: Atom<Value>, action: SetStateAction<Value>): void;
  /** Calls `listener` after each change of the atom's value; returns the unsubscribe. */
  sub(atom: Atom<unknown>, listener: () => void): () => void;
}

function isUpdater<Value>(action: SetStateAction<Value>): action is (previous: Value) => Value {
  return typeof action === 'function';
}

export function createStore(): AppStore {
  const values = new Map<Atom<unknown>, unknown>();
  const listeners = new Map<Atom<unknown>, Set<() => void>>();
  const get = <Value>(atom: Atom<Value>): Value =>
    values.has(atom) ? (values.get(atom) as Value) : atom.init;
  return {
    get,
    set(atom, action) {
      const previous = get(atom);
      const next = isUpdater(action) ? action(previous) : action;
      if (Object.is(previous, next)) return;
      values.set(atom, next);
      for (const listener of [...(listeners.get(atom) ?? [])]) listener();
    },
    sub(atom, listener) {
      const forAtom = listeners.get(atom) ?? new Set();
      listeners.set(atom, forAtom);
      // A listener subscribed twice is two subscriptions, each removed by its own unsubscribe.
      const subscription = () => listener();
      forAtom.add(subscription);
      return () => void forAtom.delete(subscription);
    },
  };
}

const StoreContext = createContext<AppStore | null>(null);
/** The store of components rendered outside a Provider (some unit tests), made when first asked for. */
let defaultStore: AppStore | null = null;

export function Provider({ store, children }: { store: AppStore; children?: ReactNode }): JSX.Element {
  return createElement(StoreContext.Provider, { value: store }, children);
}

export function useStore(): AppStore {
  const store = useContext(StoreContext);
  if (store) return store;
  defaultStore ??= createStore();
  return defaultStore;
}

export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((listener: () => void) => store.sub(atom, listener), [store, atom]);
  const read = () => store.get(atom);
  // The same read on the server: a store filled for the request renders as it will hydrate.
  return useSyncExternalStore(subscribe, read, read);
}

export function useSetAtom<Value>(atom: Atom<Value>): (action: SetStateAction<Value>) => void {
  const store = useStore();
  return useCallback((action: SetStateAction<Value>) => store.set(atom, action), [store, atom]);
}

export function useAtom<Value>(atom: Atom<Value>): [Value, (action: SetStateAction<Value>) => void] {
  return [useAtomValue(atom), useSetAtom(atom)];
}
