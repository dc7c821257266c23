/**
 * POST /api/tg-login/ (DESIGN §7): the Mini App proves who the Telegram user is with initData;
 * the account linked to that user gets a session whose credential the Telegram platform keeps
 * as a bearer token. A live bearer session of the same account is handed back instead of a new
 * one, so opening the Mini App a hundred times leaves one session, not a hundred.
 */
import type { SessionData } from '../../../shared/contract/auth';
import { createSession, type SessionRecord } from '../../auth/sessions';
import type { TelegramAuthConfig } from '../../telegram/config';
import { type TelegramUser, validateInitData } from '../../telegram/init-data';
import { findAccountById } from '../accounts/find-account';
import { getSessionData } from '../auth/get-session-data';
import type { DomainDeps } from '../deps';
import { autoSignInEnabled, findLinkedAccount, upsertTelegramUser } from './telegram-accounts';

export type TelegramSignInResult =
  | { ok: true; session: SessionData; credential: string; expiresAt: Date }
  | { ok: false; reason: 'invalid' | 'unlinked' | 'signed-out' };

export type CurrentBearerSession = { record: SessionRecord; credential: string };

/** The Telegram user behind valid initData, or null for anything else. */
export function telegramUserFromInitData(
  config: TelegramAuthConfig,
  initData: string,
  now: Date,
): TelegramUser | null {
  const check = validateInitData(initData, config.botToken, config.maxAgeSeconds, now);
  return check.ok ? check.user : null;
}

export async function signInWithTelegram(
  deps: DomainDeps,
  config: TelegramAuthConfig,
  input: { initData: string; resume: boolean; current: CurrentBearerSession | null },
): Promise<TelegramSignInResult> {
  const now = deps.now();
  const user = telegramUserFromInitData(config, input.initData, now);
  if (!user) return { ok: false, reason: 'invalid' };
  const account = await findLinkedAccount(deps.db, user.id);
  if (!account) {
    // Kept so a later link or registration knows the name; no automatic sign-in change.
    await upsertTelegramUser(deps.db, user, now);
    return { ok: false, reason: 'unlinked' };
  }
  if (input.resume) await upsertTelegramUser(deps.db, user, now, true);
  else if (!(await autoSignInEnabled(deps.db, user.id))) return { ok: false, reason: 'signed-out' };

  const current = input.current;
  if (current && current.record.accountKind === account.kind && current.record.accountId === account.id) {
    const session = await getSessionData(deps, current.record);
    if (session) {
      return { ok: true, session, credential: current.credential, expiresAt: current.record.expiresAt };
    }
  }
  const found = await findAccountById(deps.db, account.kind, account.id);
  if (!found) return { ok: false, reason: 'unlinked' };
  const created = await createSession(deps.db, account, now);
  return {
    ok: true,
    session: { kind: found.kind, token: created.handle, account: found },
    credential: created.credential,
    expiresAt: created.expiresAt,
  };
}

/**
 * Logout inside Telegram (SPEC §7 passes initData): the automatic sign-in of that Telegram user
 * stops until they sign in again (email, registration or «Войти через Telegram»). Invalid
 * initData changes nothing; the session itself is ended by the caller either way.
 */
export async function stopAutomaticSignIn(
  deps: DomainDeps,
  config: TelegramAuthConfig,
  initData: string,
): Promise<boolean> {
  const now = deps.now();
  const user = telegramUserFromInitData(config, initData, now);
  if (!user) return false;
  await upsertTelegramUser(deps.db, user, now, false);
  return true;
}
