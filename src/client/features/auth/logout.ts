/**
 * Logout (docs/product.md#start-up-and-logout, #api-calls, #error-catalogue). After the server's success
 * flag: auth and favourites leave storage and state, and the browser goes to the student login page. On any
 * failure the user stays signed in and sees messages.logoutFailed.
 */
import { STORAGE_KEYS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { paths } from '../../../shared/paths';
import { accountAtom, authAtom, favouritesAtom } from '../../lib/app-state';
import type { HttpClient } from '../../lib/http';
import type { AppStore } from '../../lib/store';
import { removeStored } from '../../lib/stored';
import { dropBearer, telegramSignInAtom } from '../../lib/telegram-session';
import type { ConfirmOptions, Platform } from '../../platform/platform';
import { logoutRequest } from './auth-api';

/**
 * Asked before «Выйти»: one tap must not end the session by accident, nor throw away a form that
 * has not been saved.
 */
export function logoutConfirmation(unsaved: boolean): ConfirmOptions {
  return {
    title: 'Выйти из аккаунта?',
    message: unsaved
      ? 'В форме есть несохранённые изменения — после выхода они пропадут.'
      : 'Чтобы вернуться, нужно будет войти снова.',
    confirmText: 'Выйти',
    cancelText: 'Остаться',
    destructive: unsaved,
  };
}

export interface LogoutDeps {
  platform: Platform;
  http: HttpClient;
  store: AppStore;
}

export async function logout({ platform, http, store }: LogoutDeps): Promise<boolean> {
  // Inside Telegram the server also ends that user's automatic login (docs/design.md#sessions-and-telegram).
  const initData = platform.initData();
  const result = await logoutRequest(http, initData !== null && initData !== '' ? initData : null);
  if (!result.ok) {
    platform.toast('error', messages.logoutFailed);
    return false;
  }
  await Promise.all([
    removeStored(platform.storage, STORAGE_KEYS.auth),
    removeStored(platform.storage, STORAGE_KEYS.favourites),
    // The Mini App's credential goes too (also the header it was sent in).
    dropBearer(platform.storage),
  ]);
  store.set(authAtom, null);
  store.set(accountAtom, null);
  store.set(favouritesAtom, {});
  // The server has ended the automatic sign-in: the login screen offers «Войти через Telegram».
  if (platform.kind === 'telegram') store.set(telegramSignInAtom, 'signed-out');
  platform.navigation.navigate(paths.login);
  return true;
}
