/** What follows a successful sign-in: remember the session, then go where the user was headed. */
import { STORAGE_KEYS } from '../../../shared/constants';
import type { SessionData, StoredAuth } from '../../../shared/contract/auth';
import { paths } from '../../../shared/paths';
import { accountAtom, authAtom } from '../../lib/app-state';
import type { AppStore } from '../../lib/store';
import type { Platform } from '../../platform/platform';

/**
 * `?next=` is user-controlled: only a same-origin path is followed. "//evil.example" and
 * "/\evil.example" are read by browsers as another host, so they are refused like absolute URLs.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (typeof next !== 'string' || !next.startsWith('/')) return null;
  if (next.startsWith('//') || next.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
}

export async function completeLogin(
  deps: { platform: Platform; store: AppStore },
  session: SessionData,
  next: string | null,
): Promise<void> {
  const record: StoredAuth = { token: session.token, kind: session.kind };
  try {
    await deps.platform.storage.setItem(STORAGE_KEYS.auth, JSON.stringify(record));
  } catch {
    // Storage full or refused: the session still works for this visit.
  }
  deps.store.set(authAtom, record);
  deps.store.set(accountAtom, session.account);
  deps.platform.navigation.navigate(safeNext(next) ?? paths.home);
}
