/**
 * A thread on screen (docs/decisions/058): the newest page first, earlier pages put above it by
 * «Показать ранние», a sent message added at the end at once, a reported one replaced in place.
 * Not lib/server-state's paged list: a thread grows at both ends, and its items are unique by kind
 * and id together (the letter, a move and a message may share an id).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ThreadItem, ThreadPage } from '../../../shared/contract/message.contract';
import { useHttp } from '../../lib/services';
import { fetchThread } from './messages-api';

export const itemKey = (item: Pick<ThreadItem, 'kind' | 'id'>): string => `${item.kind}:${item.id}`;

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string; code: string | null }
  | { status: 'ready' };

interface ThreadView {
  load: Load;
  /** Oldest first. */
  items: readonly ThreadItem[];
  hasEarlier: boolean;
  earlier: { pending: boolean; error: string | null };
  writable: boolean;
  closedReason: string | null;
  retry(): void;
  loadEarlier(): void;
  /** A message just sent, or an item the server answered anew (a report). */
  put(item: ThreadItem): void;
}

/** `pages` newest first, as fetched; the thread's items oldest first, each once. */
function merge(older: readonly ThreadItem[], shown: readonly ThreadItem[]): ThreadItem[] {
  const seen = new Set(shown.map(itemKey));
  return [...older.filter((item) => !seen.has(itemKey(item))), ...shown];
}

export function useThread(applicationId: number, onRead: () => void): ThreadView {
  const http = useHttp();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [items, setItems] = useState<readonly ThreadItem[]>([]);
  const [page, setPage] = useState(0);
  const [hasEarlier, setHasEarlier] = useState(false);
  const [earlier, setEarlier] = useState<ThreadView['earlier']>({ pending: false, error: null });
  const [access, setAccess] = useState<Pick<ThreadPage, 'writable' | 'closedReason'>>({
    writable: false,
    closedReason: null,
  });
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;

  const accept = useCallback((data: ThreadPage, pageNumber: number) => {
    const older = [...data.items].reverse();
    setItems((shown) => (pageNumber === 1 ? older : merge(older, shown)));
    setPage(pageNumber);
    setHasEarlier(data.hasMore);
    setAccess({ writable: data.writable, closedReason: data.closedReason });
    // Reading marked the other side's messages read: the menu's count follows.
    onReadRef.current();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new thread or «Повторить» loads page 1 again.
  useEffect(() => {
    const own = new AbortController();
    controller.current?.abort();
    controller.current = own;
    setLoad({ status: 'loading' });
    setItems([]);
    void fetchThread(http, applicationId, 1, own.signal).then((result) => {
      if (own.signal.aborted) return;
      if (!result.ok) {
        setLoad({ status: 'error', message: result.message, code: result.code ?? null });
        return;
      }
      accept(result.data, 1);
      setLoad({ status: 'ready' });
    });
    return () => own.abort();
  }, [applicationId, attempt, http, accept]);

  const loadEarlier = useCallback(() => {
    if (earlier.pending || !hasEarlier) return;
    setEarlier({ pending: true, error: null });
    const own = controller.current ?? new AbortController();
    void fetchThread(http, applicationId, page + 1, own.signal).then((result) => {
      if (own.signal.aborted) return;
      if (!result.ok) {
        setEarlier({ pending: false, error: result.message });
        return;
      }
      accept(result.data, page + 1);
      setEarlier({ pending: false, error: null });
    });
  }, [accept, applicationId, earlier.pending, hasEarlier, http, page]);

  const put = useCallback((item: ThreadItem) => {
    setItems((shown) => {
      const key = itemKey(item);
      return shown.some((one) => itemKey(one) === key)
        ? shown.map((one) => (itemKey(one) === key ? item : one))
        : [...shown, item];
    });
  }, []);

  return {
    load,
    items,
    hasEarlier,
    earlier,
    ...access,
    retry: () => setAttempt((value) => value + 1),
    loadEarlier,
    put,
  };
}
