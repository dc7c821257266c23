import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Fixed-window counters in the database, so every instance sees the same count (DESIGN §10).
 * The increment is one atomic INSERT … ON CONFLICT, correct under concurrent requests on
 * PostgreSQL and trivially on PGlite's single connection.
 */

export type RateLimitRule = { limit: number; windowMs: number };

export type RateLimitState = { count: number; resetAt: Date };

export async function hitRateLimit(
  db: Executor,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitState> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then ${now} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  if (!row) throw new Error(`rate limit upsert returned nothing for ${key}`);
  return { count: row.count, resetAt: new Date(row.windowStartedAt.getTime() + rule.windowMs) };
}

/** The current count without counting this call; 0 when the window has passed. */
export async function peekRateLimit(
  db: Executor,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitState> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.windowStartedAt.getTime() <= now.getTime() - rule.windowMs) {
    return { count: 0, resetAt: now };
  }
  return { count: row.count, resetAt: new Date(row.windowStartedAt.getTime() + rule.windowMs) };
}

/**
 * Gives back one unit taken by `hitRateLimit` in the window that `state` names (a unit taken in
 * a window that has since ended is simply forgotten with it).
 */
export async function releaseRateLimit(
  db: Executor,
  key: string,
  rule: RateLimitRule,
  state: RateLimitState,
): Promise<void> {
  const windowStartedAt = new Date(state.resetAt.getTime() - rule.windowMs);
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(
      and(eq(rateLimits.key, key), eq(rateLimits.windowStartedAt, windowStartedAt), gt(rateLimits.count, 0)),
    );
}

export type Attempt = { ok: true; release(): Promise<void> } | { ok: false; retryAfterSeconds: number };

/**
 * Takes one attempt under every rule *before* the guarded check runs (a password, a code): each
 * counter is one atomic upsert, so of any burst of parallel requests, on any number of
 * instances, at most `limit` pass while their units are held. Refused: every unit just taken is
 * given back (a refused request checked nothing). Passed: the caller keeps the units for a
 * failure and calls `release()` after a success, so only failures stay counted and a burst can
 * never check more wrong guesses than the limit.
 */
export async function takeAttempt(
  db: Executor,
  checks: readonly (readonly [key: string, rule: RateLimitRule])[],
  now: Date,
): Promise<Attempt> {
  const taken: { key: string; rule: RateLimitRule; state: RateLimitState }[] = [];
  let refusedUntil: Date | null = null;
  for (const [key, rule] of checks) {
    const state = await hitRateLimit(db, key, rule, now);
    taken.push({ key, rule, state });
    if (state.count > rule.limit) {
      refusedUntil = state.resetAt;
      break;
    }
  }
  const release = async () => {
    for (const unit of taken) await releaseRateLimit(db, unit.key, unit.rule, unit.state);
  };
  if (refusedUntil) {
    await release();
    const retryAfterSeconds = Math.max(1, Math.ceil((refusedUntil.getTime() - now.getTime()) / 1000));
    return { ok: false, retryAfterSeconds };
  }
  return { ok: true, release };
}

export async function clearRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops counters whose window ended long ago; run now and then so the table stays small. */
export async function pruneRateLimits(db: Executor, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, olderThan));
}
