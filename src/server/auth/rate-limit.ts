import { eq, lt, sql } from 'drizzle-orm';
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

export async function clearRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops counters whose window ended long ago; run now and then so the table stays small. */
export async function pruneRateLimits(db: Executor, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, olderThan));
}
