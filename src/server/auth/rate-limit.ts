import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Fixed-window counters in the database, so every instance sees the same count
 * (docs/design.md#several-instances). The increment is one atomic INSERT … ON CONFLICT, correct under
 * concurrent requests on PostgreSQL and trivially on PGlite's single connection.
 */

export type RateLimitRule = { limit: number; windowMs: number };

type RateLimitState = { count: number; resetAt: Date };

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
async function releaseRateLimit(
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

type Attempt =
  | { ok: true; release(): Promise<void> }
  /** `refusedBy`: the key whose rule refused. */
  | { ok: false; retryAfterSeconds: number; refusedBy: string };

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
  let refused: { until: Date; key: string } | null = null;
  for (const [key, rule] of checks) {
    const state = await hitRateLimit(db, key, rule, now);
    taken.push({ key, rule, state });
    if (state.count > rule.limit) {
      refused = { until: state.resetAt, key };
      break;
    }
  }
  const release = async () => {
    for (const unit of taken) await releaseRateLimit(db, unit.key, unit.rule, unit.state);
  };
  if (refused) {
    await release();
    const retryAfterSeconds = Math.max(1, Math.ceil((refused.until.getTime() - now.getTime()) / 1000));
    return { ok: false, retryAfterSeconds, refusedBy: refused.key };
  }
  return { ok: true, release };
}

export async function clearRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Forgets every counter whose key starts with `prefix` (the prefix is matched literally). */
export async function clearRateLimitsStartingWith(db: Executor, prefix: string): Promise<void> {
  await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
}

/** Drops counters whose window ended long ago; run now and then so the table stays small. */
export async function pruneRateLimits(db: Executor, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, olderThan));
}

type MemoryRateLimiter = {
  /** Counts one hit for `key`; the state says whether it is over `rule.limit`. */
  hit(key: string, now: Date): RateLimitState;
};

/**
 * The same fixed window as `hitRateLimit`, kept in this process's memory, for limits that guard
 * a read path (docs/decisions/030): a database write per request would cost more than the
 * work it guards, and on several PostgreSQL instances each one limiting alone only multiplies
 * the limit by their number. At most `maxKeys` keys are kept; the oldest window goes first.
 */
export function createMemoryRateLimiter(rule: RateLimitRule, maxKeys = 10_000): MemoryRateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    hit(key, now) {
      const at = now.getTime();
      let window = windows.get(key);
      if (!window || window.startedAt <= at - rule.windowMs) {
        windows.delete(key);
        window = { startedAt: at, count: 0 };
        if (windows.size >= maxKeys) {
          const oldest = windows.keys().next();
          if (!oldest.done) windows.delete(oldest.value);
        }
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetAt: new Date(window.startedAt + rule.windowMs) };
    },
  };
}
