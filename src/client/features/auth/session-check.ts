/**
 * The start-up session check (docs/product.md#start-up-and-logout, #error-catalogue;
 * docs/design.md#sessions-and-telegram). On the website the stored auth record is compared with the handle
 * the shell put into window[SESSION_GLOBAL]; a mismatch discards the record, says messages.sessionExpired and
 * logs out. Inside Telegram the shell cannot know the session, so the check is the sign-in itself
 * (telegram-sign-in.ts): whatever /api/tg-login/ answers replaces the stored record, without a toast.
 */
import { SESSION_GLOBAL, STORAGE_KEYS } from '../../../shared/constants';
import type { SessionAccount, StoredAuth } from '../../../shared/contract/auth.contract';
import { accountAtom, authAtom } from '../../lib/app-state';
import type { HttpClient } from '../../lib/http';
import type { AppStore } from '../../lib/store';
import { removeStored } from '../../lib/stored';
import type { Platform } from '../../platform/platform';
import { sessionRequest } from './auth-api';

/** The server-rendered handle: a string, or null for no session (also when the shell lacks it). */
export function readServerHandle(scope: object = globalThis): string | null {
  const value: unknown = Reflect.get(scope, SESSION_GLOBAL);
  return typeof value === 'string' && value !== '' ? value : null;
}

export type SessionVerdict =
  | { verdict: 'no-auth' }
  | { verdict: 'valid'; account: SessionAccount | null }
  | { verdict: 'expired' }
  /** Telegram: the server has no automatic sign-in for this user (stored auth cleared quietly). */
  | { verdict: 'telegram-refused'; reason: 'unlinked' | 'signed-out' }
  /** Telegram, an admin: no session until the second factor (the step is on screen). */
  | { verdict: 'second-factor' }
  /** The server could not be asked (network): nothing is decided. */
  | { verdict: 'unknown' };

interface SessionCheckDeps {
  platform: Platform;
  http: HttpClient;
  storedAuth: StoredAuth | null;
  /** window[SESSION_GLOBAL], read by the caller (the website's check only). */
  serverHandle: string | null;
}

/** The website's comparison (docs/product.md#start-up-and-logout). */
function judgeSession({ storedAuth, serverHandle }: SessionCheckDeps): SessionVerdict {
  if (storedAuth === null) return { verdict: 'no-auth' };
  return serverHandle === storedAuth.token ? { verdict: 'valid', account: null } : { verdict: 'expired' };
}

/** Inside Telegram every launch signs in with initData, with or without a stored record. */
async function checkTelegram(deps: SessionCheckDeps & { store: AppStore }): Promise<SessionVerdict> {
  // Its own chunk (boot starts fetching it with the Telegram platform): websites never load it.
  const { signInWithTelegram } = await import('./telegram-sign-in');
  const result = await signInWithTelegram(deps);
  switch (result.outcome) {
    case 'signed-in':
      return { verdict: 'valid', account: result.account };
    case 'unlinked':
    case 'signed-out':
      return { verdict: 'telegram-refused', reason: result.outcome };
    case 'second-factor':
      return { verdict: 'second-factor' };
    case 'invalid':
    case 'unknown':
      return { verdict: 'unknown' };
  }
}

/**
 * Runs the check and acts on it. On the website a valid session's account (name for the header)
 * is fetched afterwards; its failure changes nothing.
 */
export async function runSessionCheck(deps: SessionCheckDeps & { store: AppStore }): Promise<SessionVerdict> {
  const { platform, http, store } = deps;
  if (platform.kind === 'telegram') return checkTelegram(deps);
  const result = judgeSession(deps);
  if (result.verdict === 'expired') {
    store.set(authAtom, null);
    store.set(accountAtom, null);
    await removeStored(platform.storage, STORAGE_KEYS.auth);
    // Rare, and never inside Telegram: the messages and logout load only when it happens.
    const [{ messages }, { logout }] = await Promise.all([
      import('../../../shared/messages'),
      import('./logout'),
    ]);
    platform.toast('error', messages.sessionExpired);
    await logout({ platform, http, store });
  } else if (result.verdict === 'valid') {
    const answer = await sessionRequest(http);
    if (answer.ok && answer.data.token === deps.storedAuth?.token)
      store.set(accountAtom, answer.data.account);
  }
  return result;
}
