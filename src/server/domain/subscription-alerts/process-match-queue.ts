import { and, asc, eq } from 'drizzle-orm';
import { vacancyMatchQueue } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { findMatchingSubscriptions, recordMatches } from './match-vacancy';

/**
 * Matches written per transaction. On PGlite a transaction holds the one database for every
 * request (docs/design.md#lessons-from-measuring); a vacancy reaching thousands of searches is written in
 * several short transactions instead of one long one (docs/decisions/024 has the measured cost per row).
 */
export const MATCH_WRITE_CHUNK = 1000;

/**
 * Takes queued vacancies one at a time (SKIP LOCKED: instances on one PostgreSQL share the
 * queue) and records their matches. The queue row goes in the transaction that writes the last
 * chunk, so a crash leaves the vacancy queued and the matches' primary key makes the retry
 * harmless (the matches written before the crash are not written twice). Answers how many
 * vacancies and new matches.
 */
export async function processMatchQueue(
  deps: Pick<DomainDeps, 'db' | 'now'>,
  limit = 100,
  chunk = MATCH_WRITE_CHUNK,
): Promise<{ vacancies: number; matches: number }> {
  let done = 0;
  let matches = 0;
  while (done < limit) {
    const now = deps.now();
    const found = await deps.db.transaction(async (tx) => {
      const [next] = await tx
        .select()
        .from(vacancyMatchQueue)
        .orderBy(asc(vacancyMatchQueue.queuedAt), asc(vacancyMatchQueue.vacancyId))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!next) return null;
      const ids = await findMatchingSubscriptions(tx, next.vacancyId, now);
      const written = await recordMatches(tx, next.vacancyId, ids.slice(0, chunk), now);
      if (ids.length <= chunk) {
        await tx.delete(vacancyMatchQueue).where(eq(vacancyMatchQueue.vacancyId, next.vacancyId));
      }
      return {
        vacancyId: next.vacancyId,
        queuedAt: next.queuedAt,
        rest: ids.slice(chunk),
        written: written.length,
      };
    });
    if (found === null) break;
    matches += found.written;
    for (let start = 0; start < found.rest.length; start += chunk) {
      const last = start + chunk >= found.rest.length;
      matches += await deps.db.transaction(async (tx) => {
        const written = await recordMatches(tx, found.vacancyId, found.rest.slice(start, start + chunk), now);
        // Only the queueing this run took: a vacancy queued again meanwhile is matched again.
        if (last)
          await tx
            .delete(vacancyMatchQueue)
            .where(
              and(
                eq(vacancyMatchQueue.vacancyId, found.vacancyId),
                eq(vacancyMatchQueue.queuedAt, found.queuedAt),
              ),
            );
        return written.length;
      });
    }
    done += 1;
  }
  return { vacancies: done, matches };
}
