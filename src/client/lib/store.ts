/**
 * The one owner of jotai (docs/design.md#boundaries): the app imports state primitives from here, so a change
 * of state library touches one file.
 */
import type { createStore } from 'jotai';

export type { Atom, PrimitiveAtom, SetStateAction, WritableAtom } from 'jotai';
export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';

/** The store type, for start-up code that fills atoms before the first render. */
export type AppStore = ReturnType<typeof createStore>;
