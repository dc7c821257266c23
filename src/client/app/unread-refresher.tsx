/**
 * Keeps the menu's unread badge (lib/app-state.ts, `useUnread`) current for a signed-in student or company: asks
 * on sign-in and on each route change, at most once per 30 seconds (lib/unread-api.ts). Its own
 * chunk, loaded by the layout only for those two roles: guests' first screens never carry it.
 */
import { useEffect } from 'react';
import { authAtom } from '../lib/app-state';
import { useHttp } from '../lib/services';
import { useAtomValue, useStore } from '../lib/store';
import { refreshUnread } from '../lib/unread-api';

export function UnreadRefresher({ location }: { location: string }): null {
  const http = useHttp();
  const store = useStore();
  const token = useAtomValue(authAtom)?.token ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route or session is what asks again.
  useEffect(() => {
    void refreshUnread(http, store);
  }, [location, token, http, store]);
  return null;
}
