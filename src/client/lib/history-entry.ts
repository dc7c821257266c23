/**
 * What a screen keeps per browser history entry, so Back (the browser's, or Telegram's BackButton,
 * which is `history.back()`) returns to a list as it was left: its loaded pages and its scroll
 * position (docs/decisions/054-lists-kept-per-history-entry.md, issue 24, item 8).
 *
 * Each entry gets an id in `history.state` the first time something is remembered for it; the
 * memory is this module's, bounded to the last MAX_ENTRIES entries, and lives as long as the page
 * (a reload starts again from the server). A filter that replaces the entry drops its id, and the
 * list starts again anyway: its key changed.
 */
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';

const ENTRY_FIELD = 'careerEntry';
const MAX_ENTRIES = 40;

const memory = new Map<string, Map<string, unknown>>();
let made = 0;

function stateObject(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? { ...state } : {};
}

function entryId(): string | null {
  // The server's render (docs/decisions/066-server-rendering.md) has no history: a new page.
  if (typeof window === 'undefined') return null;
  const id = stateObject()[ENTRY_FIELD];
  return typeof id === 'string' ? id : null;
}

/** The id the current entry was given, while it is the current one. */
let current: string | null = null;

/** The current entry's id, given now if it has none (a replaceState of the same address). */
function ensureEntryId(): string {
  const existing = entryId();
  if (existing) {
    current = existing;
    return existing;
  }
  made += 1;
  current = `${Date.now().toString(36)}-${made}`;
  window.history.replaceState({ ...stateObject(), [ENTRY_FIELD]: current }, '');
  return current;
}

/**
 * The router replaces the entry's state with null on every `replace` navigation (a filter, a
 * search settling): the entry keeps its id, or what its lists kept would be lost. wouter announces
 * pushState and replaceState as window events (wouter/use-browser-location); a push is a new entry.
 */
function followHistory(): void {
  addEventListener('pushState', () => {
    current = null;
  });
  addEventListener('popstate', () => {
    current = entryId();
  });
  addEventListener('replaceState', () => {
    if (current !== null && entryId() === null) {
      window.history.replaceState({ ...stateObject(), [ENTRY_FIELD]: current }, '');
    }
  });
}

if (typeof window !== 'undefined') followHistory();

/**
 * Forgets every entry, as a new page does: the app's boot in a window that already ran it (the
 * client tests' renderApp) must not find the last run's lists under a history entry it reuses.
 */
export function forgetEntries(): void {
  memory.clear();
  current = null;
}

/** Keeps `value` under `slot` for the current history entry. Call it from effects, not renders. */
export function remember(slot: string, value: unknown): void {
  const id = ensureEntryId();
  const slots = memory.get(id) ?? new Map<string, unknown>();
  // Newest last, so the oldest entry is the first to go.
  memory.delete(id);
  memory.set(id, slots);
  slots.set(slot, value);
  for (const oldest of memory.keys()) {
    if (memory.size <= MAX_ENTRIES) break;
    memory.delete(oldest);
  }
}

/**
 * What was kept under `slot` for the current entry, if anything. Safe during render: it never
 * writes. The caller names the type it stored there (one slot, one writer).
 */
export function recall<T>(slot: string): T | undefined {
  const id = entryId();
  return id === null ? undefined : (memory.get(id)?.get(slot) as T | undefined);
}

/** useState whose value is kept for the history entry: back on this entry, it starts from it. */
export function useEntryState<T>(slot: string, initial: () => T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => recall<T>(slot) ?? initial());
  useEffect(() => remember(slot, value), [slot, value]);
  return [value, setValue];
}
