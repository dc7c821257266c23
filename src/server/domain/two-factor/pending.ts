/**
 * The pending state between the password and the second factor (docs/decisions/016): a session
 * row marked in `second_factor_pending_sessions`. The request pipeline treats it as no session
 * except on the second-factor routes, and passing the factor replaces it with a new session
 * (a new credential: the pending one is never promoted, ASVS 7.2.4).
 */
import { and, eq } from 'drizzle-orm';
import type { SessionData } from '../../../shared/contract/auth.contract';
import { createSession, deleteSession, type SessionRecord } from '../../auth/sessions';
import type { Executor } from '../../db/client';
import { secondFactorPendingSessions, sessions } from '../../db/schema';
import { findAccountById } from '../accounts/find-account';
import type { DomainDeps } from '../deps';
import { lockTelegramUser } from '../telegram/telegram-link-lock';
import { linkAfterSecondFactor } from '../telegram-link/link-after-second-factor';

/** Long enough to open an authenticator app or Telegram, short enough that a stolen one is stale. */
export const PENDING_LIFETIME_MS = 10 * 60_000;

export type PendingRecord = typeof secondFactorPendingSessions.$inferSelect;

export async function markSessionPending(
  db: Executor,
  sessionId: string,
  adminId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(secondFactorPendingSessions)
    .values({ sessionId, adminId, expiresAt: new Date(now.getTime() + PENDING_LIFETIME_MS) });
}

/** The pending mark of an admin's session; `live: false` once its ten minutes have passed. */
export async function findPending(
  db: Executor,
  session: SessionRecord,
  now: Date,
): Promise<{ record: PendingRecord; live: boolean } | null> {
  if (session.accountKind !== 'admin') return null;
  const [record] = await db
    .select()
    .from(secondFactorPendingSessions)
    .where(eq(secondFactorPendingSessions.sessionId, session.id));
  if (!record) return null;
  return { record, live: record.expiresAt.getTime() > now.getTime() };
}

export type UpgradedSession = { session: SessionData; credential: string; expiresAt: Date };

/**
 * Ends the pending session and opens a full one for the same admin, inside the caller's
 * transaction (the one that also spends the proof: a recovery code, a newly confirmed factor).
 * Only the caller that deletes the pending row gets the new session: two racing verifications
 * make one session. A pending session marked with a Telegram user links it now
 * (linkAfterSecondFactor; `linkBase` starts its notice's undo link).
 */
export async function upgradePendingSession(
  deps: DomainDeps,
  tx: Executor,
  pending: PendingRecord,
  linkBase: string,
): Promise<UpgradedSession | null> {
  const now = deps.now();
  const [marked] = await tx
    .select({ telegramUserId: sessions.telegramUserId })
    .from(sessions)
    .where(eq(sessions.id, pending.sessionId));
  if (marked?.telegramUserId != null) await lockTelegramUser(tx, marked.telegramUserId);
  const [gone] = await tx
    .delete(sessions)
    .where(and(eq(sessions.id, pending.sessionId), eq(sessions.accountKind, 'admin')))
    .returning({ id: sessions.id, telegramUserId: sessions.telegramUserId });
  if (!gone) return null;
  const account = await findAccountById(tx, 'admin', pending.adminId);
  if (!account) return null;
  // Opened by the Mini App (tg-login): the full session stays the Telegram user's, bounded and
  // ended with the link like any other Telegram session (docs/decisions/013).
  const origin = gone.telegramUserId === null ? {} : { telegramUserId: gone.telegramUserId };
  if (gone.telegramUserId !== null) {
    await linkAfterSecondFactor(deps, tx, {
      adminId: pending.adminId,
      telegramUserId: gone.telegramUserId,
      linkBase,
    });
  }
  const created = await createSession(tx, { kind: 'admin', id: pending.adminId }, now, origin);
  return {
    session: { kind: 'admin', token: created.handle, account },
    credential: created.credential,
    expiresAt: created.expiresAt,
  };
}

/** Logout from the pending state: the half-open session ends too. */
export async function endPendingSession(deps: DomainDeps, pending: PendingRecord | null): Promise<void> {
  if (pending) await deleteSession(deps.db, pending.sessionId);
}
