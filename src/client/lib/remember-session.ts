/** Keeping a new session: storage and shared state, as after a sign-in (login or registration). */
import { STORAGE_KEYS } from '../../shared/constants';
import type { SessionData, StoredAuth } from '../../shared/contract/auth.contract';
import type { Platform } from '../platform/platform';
import { accountAtom, authAtom } from './app-state';
import type { AppStore } from './store';
import { keepBearer, telegramSignInAtom } from './telegram-session';

export async function rememberSession(
  deps: { platform: Platform; store: AppStore },
  session: SessionData & { bearer?: string | undefined },
): Promise<void> {
  const record: StoredAuth = { token: session.token, kind: session.kind };
  // Inside Telegram the bearer is the credential (docs/design.md#sessions-and-telegram); the website's stays
  // in its cookie.
  await keepBearer(deps.platform, session.bearer);
  try {
    await deps.platform.storage.setItem(STORAGE_KEYS.auth, JSON.stringify(record));
  } catch {
    // Storage full or refused: the session still works for this visit.
  }
  deps.store.set(authAtom, record);
  deps.store.set(accountAtom, session.account);
  if (deps.platform.kind === 'telegram' && session.bearer !== undefined) {
    deps.store.set(telegramSignInAtom, 'signed-in');
  }
}
