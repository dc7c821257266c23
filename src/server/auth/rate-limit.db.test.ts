import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { DatabaseHandle } from '../db/client';
import { hitRateLimit, peekRateLimit, takeAttempt } from './rate-limit';

describeOnDatabases('rate-limit counters', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database.close();
  });

  const rule = { limit: 5, windowMs: 60_000 };

  it('count every concurrent hit exactly once', async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 40 }, () => hitRateLimit(database.db, 'race', rule, now)),
    );
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    expect((await peekRateLimit(database.db, 'race', rule, now)).count).toBe(40);
  });

  it('start a new window once the old one has passed', async () => {
    const start = new Date('2026-11-21T10:00:00Z');
    await hitRateLimit(database.db, 'window', rule, start);
    await hitRateLimit(database.db, 'window', rule, start);
    const later = new Date(start.getTime() + rule.windowMs);
    expect((await peekRateLimit(database.db, 'window', rule, later)).count).toBe(0);
    const next = await hitRateLimit(database.db, 'window', rule, later);
    expect(next).toEqual({ count: 1, resetAt: new Date(later.getTime() + rule.windowMs) });
  });

  it('take at most `limit` attempts from a parallel burst; refusals and releases give units back', async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const other = { limit: 100, windowMs: 60_000 };
    const attempts = await Promise.all(
      Array.from({ length: 30 }, () =>
        takeAttempt(
          database.db,
          [
            ['attempt:a', rule],
            ['attempt:b', other],
          ],
          now,
        ),
      ),
    );
    const passed = attempts.filter((attempt) => attempt.ok);
    expect(passed).toHaveLength(rule.limit);
    // Refused attempts hold nothing: only the passed ones are counted, under both keys.
    expect((await peekRateLimit(database.db, 'attempt:a', rule, now)).count).toBe(rule.limit);
    expect((await peekRateLimit(database.db, 'attempt:b', other, now)).count).toBe(rule.limit);
    const [first] = passed;
    if (first?.ok) await first.release();
    expect((await peekRateLimit(database.db, 'attempt:a', rule, now)).count).toBe(rule.limit - 1);
    const refused = await takeAttempt(database.db, [['attempt:a', { limit: 1, windowMs: 60_000 }]], now);
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 60, refusedBy: 'attempt:a' });
  });
});
