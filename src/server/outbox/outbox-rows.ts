/**
 * The outbox worker's statements (docs/decisions/022-durable-outbox.md). Every time is the
 * database's `now()`, never the process clock: instances sharing one PostgreSQL agree on it, and
 * rows are stamped by its default on insert.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;

const later = (ms: number): SQL =>
  sql`now() + (${Math.max(0, Math.round(ms))}::int * interval '1 millisecond')`;

const open = and(isNull(outbox.sentAt), isNull(outbox.failedAt));

/**
 * Leases up to `limit` due rows to this worker in one statement (its own short transaction):
 * SKIP LOCKED lets several instances claim at once without waiting on, or taking, each other's
 * rows; the lease keeps them off other instances' claims until it expires.
 */
export async function claimDueRows(db: Executor, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        open,
        lte(outbox.nextAttemptAt, sql`now()`),
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ lockedUntil: later(leaseMs), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** What a sent row keeps of its payload (OutboxPayload, src/server/db/schema/outbox.ts). */
const redacted = sql`jsonb_build_object('channel', ${outbox.channel}::text, 'redacted', true)`;

/**
 * Closes a row as sent and forgets what it said: the recipient and the body (a reset link, an
 * undo link, a person's reply) leave the row, so the days it is kept for the health figures and
 * every backup made meanwhile hold none of it (issue 24). Only the channel and topic stay.
 */
export async function markSent(db: Executor, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({
      sentAt: sql`now()`,
      lockedUntil: null,
      lastError: null,
      payload: redacted,
    })
    .where(eq(outbox.id, id));
}

/** Tries again after `delayMs`; `lastError` is a short code, never a message text or recipient. */
export async function markRetry(db: Executor, id: number, delayMs: number, lastError: string): Promise<void> {
  await db
    .update(outbox)
    .set({ nextAttemptAt: later(delayMs), lockedUntil: null, lastError })
    .where(and(eq(outbox.id, id), open));
}

export async function markFailed(db: Executor, id: number, lastError: string): Promise<void> {
  await db
    .update(outbox)
    .set({ failedAt: sql`now()`, lockedUntil: null, lastError })
    .where(and(eq(outbox.id, id), open));
}

/** Hands a claimed row back unsent (shutdown, or its channel paused by a 429): no attempt counted. */
export async function releaseRow(db: Executor, id: number, delayMs = 0): Promise<void> {
  await db
    .update(outbox)
    .set({
      lockedUntil: null,
      attempts: sql`greatest(${outbox.attempts} - 1, 0)`,
      nextAttemptAt: sql`greatest(${outbox.nextAttemptAt}, ${later(delayMs)})`,
    })
    .where(and(eq(outbox.id, id), open));
}

/**
 * PGlite only: one process owns the data directory (src/server/db/data-dir-lock.ts), so a lease
 * still held at start is a crashed run's and its rows are due now. On PostgreSQL another live
 * instance may hold them: there leases simply expire.
 */
export async function clearStaleLeases(db: Executor): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ lockedUntil: null })
    .where(and(open, isNotNull(outbox.lockedUntil)))
    .returning({ id: outbox.id });
  return rows.length;
}

/**
 * Retention: sent rows older than `days` go (their bodies are already gone, markSent), and a
 * younger sent row that still holds one (sent before markSent emptied them) is emptied now;
 * failed ones stay for the admins' health view until retried or cleaned by hand.
 */
export async function deleteSentRows(db: Executor, days: number): Promise<number> {
  await db
    .update(outbox)
    .set({ payload: redacted })
    .where(and(isNotNull(outbox.sentAt), sql`${outbox.payload} ->> 'redacted' is null`));
  const rows = await db
    .delete(outbox)
    .where(and(isNotNull(outbox.sentAt), lt(outbox.sentAt, sql`now() - (${days}::int * interval '1 day')`)))
    .returning({ id: outbox.id });
  return rows.length;
}
