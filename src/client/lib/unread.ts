/**
 * Unread thread messages of the signed-in student or company (GET /api/message/unread,
 * docs/decisions/058): the menu's badge and the lists' «Сообщения (N новых)» read them here.
 * This module stays light (it is in the entry with the menu); the fetching is in lib/unread-api.ts,
 * which the app's lazily loaded refresher (app/unread-refresher.tsx) and the thread use.
 */
import { authAtom } from './app-state';
import { atom, useAtomValue } from './store';

interface UnreadState {
  total: number;
  byApplication: ReadonlyMap<number, number>;
  /** The session these counts are for: another sign-in asks again at once. */
  token: string;
  /** When they were fetched (ms), for the 30-second spacing of lib/unread-api.ts. */
  at: number;
}

export const unreadAtom = atom<UnreadState | null>(null);

interface Unread {
  total: number;
  /** One application's unread messages, 0 when none (or not known yet). */
  forApplication(applicationId: number): number;
}

/** The counts for the current session; zeros while unknown, for a guest or an admin. */
export function useUnread(): Unread {
  const state = useAtomValue(unreadAtom);
  const auth = useAtomValue(authAtom);
  const current = state !== null && auth !== null && state.token === auth.token ? state : null;
  return {
    total: current?.total ?? 0,
    forApplication: (applicationId) => current?.byApplication.get(applicationId) ?? 0,
  };
}
