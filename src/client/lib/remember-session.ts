/** Keeping a new session: storage and shared state, as after a sign-in (login or registration). */
import { STORAGE_KEYS } from '../../shared/constants';
import type { SessionData, StoredAuth } from '../../shared/contract/auth';
import type { Platform } from '../platform/platform';
import { accountAtom, authAtom } from './app-state';
import type { AppStore } from './store';

export async function rememberSession(
  deps: { platform: Platform; store: AppStore },
  session: SessionData,
): Promise<void> {
  const record: StoredAuth = { token: session.token, kind: session.kind };
  try {
    await deps.platform.storage.setItem(STORAGE_KEYS.auth, JSON.stringify(record));
  } catch {
    // Storage full or refused: the session still works for this visit.
  }
  deps.store.set(authAtom, record);
  deps.store.set(accountAtom, session.account);
}
