/**
 * Notices (docs/product.md#constants). Both platforms route their `toast()` here; screens call
 * `platform.toast`, never this module directly. The store and its look (platform/toast-store.ts,
 * react-hot-toast) are a chunk that loads with the first notice: no first screen shows one, so none
 * pays for it (docs/decisions/033-first-screen-weight.md). They sit in platform/, under lib/, because
 * the platforms call them and platform/ imports nothing of lib/ (docs/architecture.md).
 */
import { createElement, type JSX, useSyncExternalStore } from 'react';
import type { ToastKind } from './platform';

type ToastStore = typeof import('./toast-store');

let store: ToastStore | null = null;
let loading: Promise<ToastStore> | null = null;
const listeners = new Set<() => void>();

/** Loads the store once; later notices then show at once. Tests await it before they start. */
export function loadToasts(): Promise<ToastStore> {
  loading ??= import('./toast-store').then((module) => {
    store = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

/** Shows a notice; default duration and fade come from docs/product.md#constants. Never throws. */
export function showToast(kind: ToastKind, message: string): void {
  if (store !== null) {
    store.showToast(kind, message);
    return;
  }
  // A notice must never break the action that raised it, even when its chunk cannot load.
  loadToasts().then(
    (loaded) => loaded.showToast(kind, message),
    () => {},
  );
}

/** Dismisses every toast at once (tests, and screens that replace the whole view). */
export function dismissAllToasts(): void {
  store?.dismissAllToasts();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts' place in the shell; empty until the first notice loads the store. */
export function ToastViewport(): JSX.Element | null {
  const loaded = useSyncExternalStore(
    subscribe,
    () => store,
    () => null,
  );
  return loaded === null ? null : createElement(loaded.ToastViewport);
}
