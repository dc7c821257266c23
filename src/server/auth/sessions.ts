import { and, desc, eq, gt, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import type { AccountKind } from '../../shared/contract/auth.contract';
import type { Executor } from '../db/client';
import { sessions } from '../db/schema';
import { hashToken, randomToken } from './tokens';

/**
 * Opaque sessions (docs/design.md#sessions-and-telegram, ASVS 7.2–7.4): a 256-bit credential travels in the
 * cookie or the bearer header and is stored only hashed; a separate 128-bit public handle names the session
 * in the page. Idle and absolute expiry; a new session at every sign-in.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Admins moderate everyone's data: shorter lifetimes. Others sign in from phones and expect to stay in. */
export const SESSION_LIFETIMES: Record<AccountKind, { idleMs: number; absoluteMs: number }> = {
  student: { idleMs: 14 * DAY, absoluteMs: 30 * DAY },
  company: { idleMs: 14 * DAY, absoluteMs: 30 * DAY },
  admin: { idleMs: 12 * HOUR, absoluteMs: 7 * DAY },
};

/** Refresh `last_seen_at` at most this often: a write per request would cost more than it tells. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Bounds (docs/decisions/013): a Mini App whose storage does not persist opens a session per
 * open. A Telegram user keeps its newest few (a phone, a desktop, Telegram Web); an account keeps
 * its newest sessions overall. Older ones end, the least recently used first.
 */
export const SESSION_BOUNDS = { perTelegramUser: 3, perAccount: 10 } as const;

export type SessionRecord = typeof sessions.$inferSelect;

type CreatedSession = { handle: string; credential: string; expiresAt: Date };

export async function createSession(
  db: Executor,
  account: { kind: AccountKind; id: number },
  now: Date,
  origin: { telegramUserId?: number } = {},
): Promise<CreatedSession> {
  const lifetime = SESSION_LIFETIMES[account.kind];
  const handle = randomToken(16);
  const credential = randomToken(32);
  const expiresAt = new Date(now.getTime() + lifetime.absoluteMs);
  await db.insert(sessions).values({
    id: handle,
    tokenHash: hashToken(credential),
    accountKind: account.kind,
    accountId: account.id,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: new Date(Math.min(now.getTime() + lifetime.idleMs, expiresAt.getTime())),
    expiresAt,
    telegramUserId: origin.telegramUserId ?? null,
  });
  const ofAccount = and(eq(sessions.accountKind, account.kind), eq(sessions.accountId, account.id));
  const bounds: { where: SQL | undefined; keep: number }[] = [
    { where: ofAccount, keep: SESSION_BOUNDS.perAccount },
  ];
  if (origin.telegramUserId !== undefined) {
    const ofUser = and(ofAccount, eq(sessions.telegramUserId, origin.telegramUserId));
    bounds.push({ where: ofUser, keep: SESSION_BOUNDS.perTelegramUser });
  }
  await keepNewest(db, bounds, handle, now);
  return { handle, credential, expiresAt };
}

/**
 * Ends all but the `keep` most recently used sessions matching each bound's `where`, in one
 * statement (every Mini App open pays for it); `fresh` always stays, and so does every session
 * opened at the same moment: two sign-ins racing would otherwise end each other's brand-new
 * session between its creation and its answer (an admin's pending second-factor mark then fails
 * on a missing row). The bounds hold again at the next sign-in.
 */
async function keepNewest(
  db: Executor,
  bounds: readonly { where: SQL | undefined; keep: number }[],
  fresh: string,
  now: Date,
): Promise<void> {
  const older = bounds.map(({ where, keep }) =>
    inArray(
      sessions.id,
      db
        .select({ id: sessions.id })
        .from(sessions)
        .where(where)
        .orderBy(desc(eq(sessions.id, fresh)), desc(sessions.lastSeenAt), desc(sessions.createdAt))
        .offset(keep),
    ),
  );
  await db.delete(sessions).where(and(or(...older), lt(sessions.createdAt, now)));
}

/** The live session for a credential, sliding its idle expiry; null when unknown or expired. */
export async function resolveSession(
  db: Executor,
  credential: string,
  now: Date,
): Promise<SessionRecord | null> {
  if (credential.length < 16 || credential.length > 200) return null;
  const [session] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(credential)),
        gt(sessions.expiresAt, now),
        gt(sessions.idleExpiresAt, now),
      ),
    );
  if (!session) return null;
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    const lifetime = SESSION_LIFETIMES[session.accountKind];
    const idleExpiresAt = new Date(Math.min(now.getTime() + lifetime.idleMs, session.expiresAt.getTime()));
    await db.update(sessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(sessions.id, session.id));
    return { ...session, lastSeenAt: now, idleExpiresAt };
  }
  return session;
}

export async function deleteSession(db: Executor, handle: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, handle));
}

export async function deleteAccountSessions(
  db: Executor,
  account: { kind: AccountKind; id: number },
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.accountKind, account.kind), eq(sessions.accountId, account.id)));
}

export async function pruneExpiredSessions(db: Executor, now: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.idleExpiresAt, now)));
}

/**
 * Ends the sessions a Telegram user opened for this account (an unlink, an undo link), except
 * `keepSession` when given (the owner's own unlink keeps the session asking).
 */
export async function deleteTelegramSessions(
  db: Executor,
  account: { kind: AccountKind; id: number },
  telegramUserId: number,
  keepSession?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.accountKind, account.kind),
        eq(sessions.accountId, account.id),
        eq(sessions.telegramUserId, telegramUserId),
        keepSession === undefined ? undefined : ne(sessions.id, keepSession),
      ),
    );
}

/** Marks a session as opened by a Telegram user (a sign-in inside Telegram that also linked). */
export async function markTelegramSession(
  db: Executor,
  handle: string,
  telegramUserId: number,
): Promise<void> {
  await db.update(sessions).set({ telegramUserId }).where(eq(sessions.id, handle));
}
