/** What follows a successful sign-in: remember the session, then go where the user was headed. */
import type { SessionData } from '../../../shared/contract/auth.contract';
import { paths } from '../../../shared/paths';
import { rememberSession } from '../../lib/remember-session';
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

/** Inside Telegram `bearer` comes along (login with initData, tg-login) and is kept too. */
export async function completeLogin(
  deps: { platform: Platform; store: AppStore },
  session: SessionData & { bearer?: string | undefined },
  next: string | null,
): Promise<void> {
  await rememberSession(deps, session);
  deps.platform.navigation.navigate(safeNext(next) ?? paths.home);
}
