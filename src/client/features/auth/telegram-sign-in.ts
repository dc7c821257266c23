/**
 * Signing in inside Telegram (DESIGN §7): the raw initData goes to POST /api/tg-login/, which
 * answers the linked account's session and a bearer credential. The stored `auth` record is then
 * simply replaced: a new session issued for the same Telegram user is not a mismatch, so opening
 * the Mini App never by itself says «Пожалуйста, авторизуйтесь снова!».
 */
import { STORAGE_KEYS } from '../../../shared/constants';
import type { SessionAccount } from '../../../shared/contract/auth';
import {
  type TelegramSessionData,
  TelegramSessionDataSchema,
  TG_LOGIN_CODES,
} from '../../../shared/contract/telegram';
import { accountAtom, authAtom } from '../../lib/app-state';
import type { HttpClient, HttpResult } from '../../lib/http';
import { rememberSession } from '../../lib/remember-session';
import type { AppStore } from '../../lib/store';
import { removeStored } from '../../lib/stored';
import { dropBearer, telegramSignInAtom } from '../../lib/telegram-session';
import type { Platform } from '../../platform/platform';

export function tgLoginRequest(
  http: HttpClient,
  body: { initData: string; resume?: boolean },
): Promise<HttpResult<TelegramSessionData>> {
  return http.post('tg-login/', TelegramSessionDataSchema, { json: body });
}

export type TelegramSignInResult =
  | { outcome: 'signed-in'; account: SessionAccount }
  /** The server says there is no automatic sign-in for this user; stored auth is gone. */
  | { outcome: 'unlinked' | 'signed-out'; message: string }
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
    await rememberSession({ platform, store }, result.data);
    store.set(telegramSignInAtom, 'signed-in');
    return { outcome: 'signed-in', account: result.data.account };
  }
  const refusal =
    result.code === TG_LOGIN_CODES.unlinked
      ? ('unlinked' as const)
      : result.code === TG_LOGIN_CODES.signedOut
        ? ('signed-out' as const)
        : null;
  if (refusal === null) {
    // Network, 503 (no bot), refused initData: a live bearer may still work, so keep it.
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
