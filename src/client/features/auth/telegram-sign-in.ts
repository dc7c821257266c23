/**
 * Signing in inside Telegram (docs/design.md#sessions-and-telegram): the raw initData goes to POST
 * /api/tg-login/, which answers the linked account's session and a bearer credential. The stored `auth`
 * record is then simply replaced: a new session issued for the same Telegram user is not a mismatch, so
 * opening the Mini App never by itself says «Пожалуйста, авторизуйтесь снова!». An admin's answer may
 * instead ask for the second factor (docs/decisions/016): the admin sign-in screen shows the step.
 */
import { STORAGE_KEYS } from '../../../shared/constants';
import type { SessionAccount } from '../../../shared/contract/auth.contract';
import { TG_LOGIN_CODES } from '../../../shared/contract/telegram.contract';
import { paths } from '../../../shared/paths';
import { accountAtom, authAtom } from '../../lib/app-state';
import { type HttpClient, setBearerToken } from '../../lib/http';
import { rememberSession } from '../../lib/remember-session';
import type { AppStore } from '../../lib/store';
import { removeStored } from '../../lib/stored';
import {
  dropBearer,
  type TelegramSecondFactor,
  telegramSecondFactorAtom,
  telegramSignInAtom,
} from '../../lib/telegram-session';
import type { Platform } from '../../platform/platform';
import { tgLoginRequest } from './auth-telegram-api';

export type TelegramSignInResult =
  | { outcome: 'signed-in'; account: SessionAccount }
  /** An admin: the sign-in finishes on the second-factor step (already opened). */
  | { outcome: 'second-factor' }
  /** The server says there is no automatic sign-in for this user; stored auth is gone. */
  | { outcome: 'unlinked' | 'signed-out'; message: string }
  /** The launch's initData was refused (expired, forged): what is stored stays, the user is told. */
  | { outcome: 'invalid'; message: string }
  /** No answer that decides anything: what is stored stays. */
  | { outcome: 'unknown'; message: string };

export interface TelegramSignInDeps {
  platform: Platform;
  http: HttpClient;
  store: AppStore;
}

/**
 * Asks tg-login and acts on the answer. `resume` is the user's own «Войти через Telegram» after a
 * logout: it turns the automatic sign-in back on. Never shows a toast: callers decide.
 */
export async function signInWithTelegram(
  { platform, http, store }: TelegramSignInDeps,
  options: { resume?: boolean } = {},
): Promise<TelegramSignInResult> {
  const initData = platform.initData();
  // A failed attempt leaves an earlier refusal standing: the login screen keeps offering its buttons.
  const before = store.get(telegramSignInAtom);
  const undecided = before === 'unlinked' || before === 'signed-out' ? before : 'unknown';
  if (initData === null || initData === '') {
    store.set(telegramSignInAtom, undecided);
    return { outcome: 'unknown', message: 'Telegram не передал данные запуска. Откройте приложение заново.' };
  }
  // The user's own «Войти через Telegram» shows its own spinner; only start-up is «pending».
  if (!options.resume) store.set(telegramSignInAtom, 'pending');
  const result = await tgLoginRequest(http, options.resume ? { initData, resume: true } : { initData });
  if (result.ok) {
    const data = result.data;
    if ('secondFactor' in data) {
      await askSecondFactor({ platform, store }, data);
      return { outcome: 'second-factor' };
    }
    store.set(telegramSecondFactorAtom, null);
    await rememberSession({ platform, store }, data);
    store.set(telegramSignInAtom, 'signed-in');
    return { outcome: 'signed-in', account: data.account };
  }
  const refusal =
    result.code === TG_LOGIN_CODES.unlinked
      ? ('unlinked' as const)
      : result.code === TG_LOGIN_CODES.signedOut
        ? ('signed-out' as const)
        : null;
  if (result.code === TG_LOGIN_CODES.invalid) {
    // Expired or forged initData: a live bearer may still work, so keep it, but say what happened
    // (a silent guest screen leaves the user guessing; telegram-launch-notice.tsx).
    store.set(telegramSignInAtom, 'invalid');
    return { outcome: 'invalid', message: result.message };
  }
  if (refusal === null) {
    // Network, 503 (no bot): a live bearer may still work, so keep it.
    store.set(telegramSignInAtom, undecided);
    return { outcome: 'unknown', message: result.message };
  }
  // The server has said this Telegram user is not signed in: forget it quietly (no toast).
  await Promise.all([removeStored(platform.storage, STORAGE_KEYS.auth), dropBearer(platform.storage)]);
  store.set(authAtom, null);
  store.set(accountAtom, null);
  store.set(telegramSignInAtom, refusal);
  return { outcome: refusal, message: result.message };
}

/**
 * The stored session is not live (else tg-login would have handed it back): it is forgotten, the
 * pending bearer is sent from memory only, and the admin sign-in screen shows the step, coming
 * back here (`next`) once the code is in.
 */
async function askSecondFactor(
  { platform, store }: { platform: Platform; store: AppStore },
  pending: TelegramSecondFactor,
): Promise<void> {
  await Promise.all([removeStored(platform.storage, STORAGE_KEYS.auth), dropBearer(platform.storage)]);
  setBearerToken(pending.bearer);
  store.set(authAtom, null);
  store.set(accountAtom, null);
  store.set(telegramSecondFactorAtom, pending);
  store.set(telegramSignInAtom, 'second-factor');
  const here = `${window.location.pathname}${window.location.search}`;
  if (window.location.pathname === paths.adminLogin) return;
  const back = here === paths.home || window.location.pathname.startsWith(paths.login) ? '' : here;
  platform.navigation.navigate(
    back ? `${paths.adminLogin}?next=${encodeURIComponent(back)}` : paths.adminLogin,
  );
}
