/** What follows a successful sign-in: remember the session, then go where the user was headed. */
import type { SessionData } from '../../../shared/contract/auth.contract';
import { paths } from '../../../shared/paths';
import { safeNext } from '../../lib/next-path';
import { rememberSession } from '../../lib/remember-session';
import type { AppStore } from '../../lib/store';
import type { Platform } from '../../platform/platform';

/** Inside Telegram `bearer` comes along (login with initData, tg-login) and is kept too. */
export async function completeLogin(
  deps: { platform: Platform; store: AppStore },
  session: SessionData & { bearer?: string | undefined },
  next: string | null,
): Promise<void> {
  await rememberSession(deps, session);
  deps.platform.navigation.navigate(safeNext(next) ?? paths.home);
}
