/**
 * The start-up session check (SPEC §4, §8; DESIGN §7). The stored auth record is compared with
 * the session the server knows: on the website the handle the shell put into
 * window[SESSION_GLOBAL]; inside Telegram (where the shell cannot know the session) the answer of
 * GET /api/session/. A mismatch discards the record, says messages.sessionExpired and logs out.
 */
import { SESSION_GLOBAL, STORAGE_KEYS } from '../../../shared/constants';
import type { SessionAccount, StoredAuth } from '../../../shared/contract/auth';
import { messages } from '../../../shared/messages';
import { accountAtom, authAtom } from '../../lib/app-state';
import type { HttpClient } from '../../lib/http';
import type { AppStore } from '../../lib/store';
import { removeStored } from '../../lib/stored';
import type { Platform } from '../../platform/platform';
import { sessionRequest } from './api';
import { logout } from './logout';

/** The server-rendered handle: a string, or null for no session (also when the shell lacks it). */
export function readServerHandle(scope: object = globalThis): string | null {
  const value: unknown = Reflect.get(scope, SESSION_GLOBAL);
  return typeof value === 'string' && value !== '' ? value : null;
}

export type SessionVerdict =
  | { verdict: 'no-auth' }
  | { verdict: 'valid'; account: SessionAccount | null }
  | { verdict: 'expired' }
  /** The server could not be asked (network): nothing is decided. */
  | { verdict: 'unknown' };

export interface SessionCheckDeps {
  platform: Platform;
  http: HttpClient;
  storedAuth: StoredAuth | null;
  /** window[SESSION_GLOBAL], read by the caller. */
  serverHandle: string | null;
}

export async function judgeSession({
  platform,
  http,
  storedAuth,
  serverHandle,
}: SessionCheckDeps): Promise<SessionVerdict> {
  if (storedAuth === null) return { verdict: 'no-auth' };
  if (platform.kind === 'telegram') {
    // Telegram's webviews may drop cookies (DESIGN §7), so a 401 here cannot tell an expired
    // session from a lost cookie: opening the Mini App must never by itself say «авторизуйтесь
    // снова». Only a live session that is not the stored one is a mismatch; /api/tg-login/ will
    // give this check its answer.
    const answer = await sessionRequest(http);
    if (!answer.ok) return { verdict: 'unknown' };
    return answer.data.token === storedAuth.token
      ? { verdict: 'valid', account: answer.data.account }
      : { verdict: 'expired' };
  }
  return serverHandle === storedAuth.token ? { verdict: 'valid', account: null } : { verdict: 'expired' };
}

/**
 * Runs the check and acts on it. On the website a valid session's account (name for the header)
 * is fetched afterwards; its failure changes nothing.
 */
export async function runSessionCheck(deps: SessionCheckDeps & { store: AppStore }): Promise<SessionVerdict> {
  const { platform, http, store } = deps;
  const result = await judgeSession(deps);
  if (result.verdict === 'expired') {
    store.set(authAtom, null);
    store.set(accountAtom, null);
    await removeStored(platform.storage, STORAGE_KEYS.auth);
    platform.toast('error', messages.sessionExpired);
    await logout({ platform, http, store });
  } else if (result.verdict === 'valid') {
    if (result.account !== null) {
      store.set(accountAtom, result.account);
    } else {
      const answer = await sessionRequest(http);
      if (answer.ok && answer.data.token === deps.storedAuth?.token)
        store.set(accountAtom, answer.data.account);
    }
  }
  return result;
}
