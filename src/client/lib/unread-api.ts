/**
 * GET /api/message/unread (docs/decisions/058) into lib/app-state.ts, `useUnread`'s state: at most once per
 * 30 seconds on sign-in and route changes (app/unread-refresher.tsx), and at once after a thread
 * was read (its reading marks messages read, features/messages).
 */
import { useCallback } from 'react';
import { messageUnread } from '../../shared/contract/endpoints/message.endpoints';
import { authAtom, unreadAtom } from './app-state';
import type { HttpClient } from './http';
import { useHttp } from './services';
import { type AppStore, useStore } from './store';

/** The spacing of the counts' fetches: the menu badge is a hint, not a live feed. */
export const UNREAD_REFRESH_MS = 30_000;

/** Sides that have threads; an admin reads reported ones only and has no counts. */
const hasThreads = (kind: string | undefined) => kind === 'student' || kind === 'company';

/**
 * Fetches the counts unless fresh ones (under 30 s, same session) are held; `force` after a read.
 * A failure keeps what was shown: the badge is no place for an error.
 */
export async function refreshUnread(
  http: HttpClient,
  store: AppStore,
  { force = false, now = Date.now() }: { force?: boolean; now?: number } = {},
): Promise<void> {
  const auth = store.get(authAtom);
  if (auth === null || !hasThreads(auth.kind)) {
    store.set(unreadAtom, null);
    return;
  }
  const held = store.get(unreadAtom);
  if (!force && held !== null && held.token === auth.token && now - held.at < UNREAD_REFRESH_MS) return;
  // Marked before the answer, so route changes in the meantime do not ask again.
  store.set(unreadAtom, {
    ...(held?.token === auth.token ? held : { total: 0, byApplication: new Map() }),
    token: auth.token,
    at: now,
  });
  const result = await http.api(messageUnread);
  if (!result.ok || store.get(authAtom)?.token !== auth.token) return;
  store.set(unreadAtom, {
    total: result.data.total,
    byApplication: new Map(result.data.byApplication.map((row) => [row.applicationId, row.count])),
    token: auth.token,
    at: now,
  });
}

/** For a screen that just marked messages read: the counts again, now. */
export function useRefreshUnread(): () => void {
  const http = useHttp();
  const store = useStore();
  return useCallback(() => void refreshUnread(http, store, { force: true }), [http, store]);
}
