/**
 * POST /api/tg-login/ (docs/design.md#sessions-and-telegram): the Mini App proves who the Telegram user is
 * with initData; the account linked to that user gets a session whose credential the Telegram platform keeps
 * as a bearer token. A live bearer session of the same account is handed back instead of a new
 * one, so opening the Mini App a hundred times leaves one session, not a hundred. An admin's new
 * session waits for the code from the app, as after the password (docs/decisions/016).
 */
import type { SessionData } from '../../../shared/contract/auth.contract';
import { createSession, markTelegramSession, type SessionRecord } from '../../auth/sessions';
import type { TelegramAuthConfig } from '../../telegram/config';
import { type TelegramUser, validateInitData } from '../../telegram/init-data';
import { findAccountById } from '../accounts/find-account';
import { getSessionData } from '../auth/get-session-data';
import type { DomainDeps } from '../deps';
import { confirmedFactor } from '../two-factor/factor';
import { markSessionPending } from '../two-factor/pending';
import {
  rememberWriteAccess,
  telegramSignInState,
  upsertTelegramUser,
  writeAccessChanges,
} from './telegram-accounts';

type TelegramSignInResult =
  | {
      ok: true;
      session: SessionData;
      credential: string;
      expiresAt: Date;
      /** An admin's new session: it waits for the second factor (docs/decisions/016). */
      secondFactorPending: boolean;
    }
  | {
      ok: false;
      /**
       * `second-factor`: an admin with no confirmed factor (enrols by email first);
       * `second-factor-by-password`: an admin whose factor is the bot's confirmation, which
       * proves the same Telegram account as initData, so the password is the other factor.
       */
      reason: 'invalid' | 'unlinked' | 'signed-out' | 'second-factor' | 'second-factor-by-password';
    };

type CurrentBearerSession = { record: SessionRecord; credential: string };

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
  const state = await telegramSignInState(deps.db, user.id);
  const account = state.account;
  if (!account) {
    // Kept so a later link or registration knows the name; no automatic sign-in change.
    await upsertTelegramUser(deps.db, user, now);
    return { ok: false, reason: 'unlinked' };
  }
  if (input.resume) await upsertTelegramUser(deps.db, user, now, true);
  else if (!state.autoSignIn) return { ok: false, reason: 'signed-out' };
  // No write on the common open: only when initData tells something new about write access.
  else if (writeAccessChanges(user, state)) await rememberWriteAccess(deps.db, user, now);
  // An admin without a confirmed second factor enrols it first, by email (docs/decisions/016):
  // initData alone must not enrol one.
  const factor = account.kind === 'admin' ? await confirmedFactor(deps.db, account.id) : null;
  if (account.kind === 'admin' && !factor) return { ok: false, reason: 'second-factor' };

  const current = input.current;
  if (current && current.record.accountKind === account.kind && current.record.accountId === account.id) {
    const session = await getSessionData(deps, current.record);
    if (session) {
      // A live full session: the admin passed the factor when it was opened.
      return {
        ok: true,
        session,
        credential: current.credential,
        expiresAt: current.record.expiresAt,
        secondFactorPending: false,
      };
    }
  }
  if (factor && factor.method !== 'totp') return { ok: false, reason: 'second-factor-by-password' };
  const found = await findAccountById(deps.db, account.kind, account.id);
  if (!found) return { ok: false, reason: 'unlinked' };
  if (factor) {
    // Tagged (it ends with the link, and the full session after the code inherits the tag) but
    // not bounded per Telegram user: launches without a code must not push out full sessions.
    const created = await deps.db.transaction(async (tx) => {
      const opened = await createSession(tx, account, now);
      await markTelegramSession(tx, opened.handle, user.id);
      await markSessionPending(tx, opened.handle, account.id, now);
      return opened;
    });
    return {
      ok: true,
      session: { kind: found.kind, token: created.handle, account: found },
      credential: created.credential,
      expiresAt: created.expiresAt,
      secondFactorPending: true,
    };
  }
  // Tagged with the Telegram user: its sessions are bounded and end with the link (docs/decisions/013).
  const created = await createSession(deps.db, account, now, { telegramUserId: user.id });
  return {
    ok: true,
    session: { kind: found.kind, token: created.handle, account: found },
    credential: created.credential,
    expiresAt: created.expiresAt,
    secondFactorPending: false,
  };
}
