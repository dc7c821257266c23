import { deleteSession, type SessionRecord } from '../../auth/sessions';
import type { TelegramAuthConfig } from '../../telegram/config';
import type { DomainDeps } from '../deps';
import { telegramUserFromInitData } from '../telegram/sign-in-with-telegram';
import { upsertTelegramUser } from '../telegram/telegram-accounts';
import type { PendingRecord } from '../two-factor/pending';

type SignOutInput = {
  session: SessionRecord | null;
  /** An admin signing out between the password and the second factor: that half-open session. */
  pending: PendingRecord | null;
  /** Logout inside Telegram passes initData (docs/decisions/010). */
  telegram: { config: TelegramAuthConfig; initData: string } | null;
};

/**
 * POST /api/logout/: ends the session and the pending one, if any. Inside Telegram, valid
 * initData also stops that user's automatic sign-in until a deliberate sign-in (email,
 * registration or «Войти через Telegram»); invalid initData changes nothing but the session.
 * All of it is one transaction: a failed logout leaves the session and the automatic sign-in as
 * they were. Idempotent: a client whose session already expired can still clean up.
 */
export async function signOut(deps: DomainDeps, input: SignOutInput): Promise<void> {
  const now = deps.now();
  const { session, pending, telegram } = input;
  const user = telegram ? telegramUserFromInitData(telegram.config, telegram.initData, now) : null;
  if (!session && !pending && !user) return;
  await deps.db.transaction(async (tx) => {
    if (user) await upsertTelegramUser(tx, user, now, false);
    if (session) await deleteSession(tx, session.id);
    if (pending) await deleteSession(tx, pending.sessionId);
  });
}
