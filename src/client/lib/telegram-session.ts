/**
 * The Mini App's bearer credential (docs/design.md#sessions-and-telegram): Telegram's webviews may drop
 * cookies, so inside Telegram the session travels as `Authorization: Bearer …`, and the credential is kept in
 * the platform's storage under STORAGE_KEYS.telegramSession. Never on the website: there the
 * credential stays in its HttpOnly cookie and no script ever holds it.
 */
import * as v from 'valibot';
import { STORAGE_KEYS } from '../../shared/constants';
import type { TelegramSecondFactor } from '../../shared/contract/telegram.contract';
import type { Platform, PlatformStorage } from '../platform/platform';
import { setBearerToken } from './http';
import { atom } from './store';
import { readStored, removeStored, writeStored } from './stored';

const BearerSchema = v.pipe(v.string(), v.nonEmpty());

/** The answer of /api/login/ and /api/register/ (declared in the shared contract). */

/** What the last word of /api/tg-login/ was, for the login screen inside Telegram. */
type TelegramSignInState =
  /** The website, or nothing asked yet. */
  | 'idle'
  | 'pending'
  | 'signed-in'
  /** No account is linked to this Telegram user: email login links one, or registration. */
  | 'unlinked'
  /** The user logged out inside Telegram: only a deliberate sign-in turns it back on. */
  | 'signed-out'
  /** The server refused the launch's initData (forged or expired): the user is told to reopen. */
  | 'invalid'
  /** No answer that decides anything (network, no bot configured). */
  | 'unknown'
  /** An admin: the code from the app comes next (telegramSecondFactorAtom; docs/decisions/016). */
  | 'second-factor';

export const telegramSignInAtom = atom<TelegramSignInState>('idle');

/**
 * The second-factor step tg-login asked an admin for, with the pending bearer: sent from memory
 * for this step only, never stored (it opens nothing but /api/two-factor/*). The admin sign-in
 * screen shows the step while this is set.
 */
export type { TelegramSecondFactor };
export const telegramSecondFactorAtom = atom<TelegramSecondFactor | null>(null);

/** The stored bearer, or null (also on the website, where none is ever kept). */
export async function readStoredBearer(platform: Platform): Promise<string | null> {
  if (platform.kind !== 'telegram') return null;
  return readStored(platform.storage, STORAGE_KEYS.telegramSession, BearerSchema);
}

/** Keeps a new bearer for later launches and sends it from now on. Inside Telegram only. */
export async function keepBearer(platform: Platform, bearer: string | undefined): Promise<void> {
  if (platform.kind !== 'telegram' || bearer === undefined) return;
  setBearerToken(bearer);
  try {
    await writeStored(platform.storage, STORAGE_KEYS.telegramSession, bearer);
  } catch {
    // Storage full or refused: the session still works for this launch.
  }
}

/** Forgets the bearer (logout, refused sign-in). Harmless where none was kept. */
export async function dropBearer(storage: PlatformStorage): Promise<void> {
  setBearerToken(null);
  await removeStored(storage, STORAGE_KEYS.telegramSession);
}
