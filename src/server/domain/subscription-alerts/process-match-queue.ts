import { asc, eq } from 'drizzle-orm';
import { vacancyMatchQueue } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { matchVacancy } from './match-vacancy';

/**
 * Takes queued vacancies one at a time (SKIP LOCKED: instances on one PostgreSQL share the
 * queue) and records their matches; the queue row goes in the same transaction, so a crash
 * leaves the vacancy queued and the matches' primary key makes the retry harmless. Answers how
 * many vacancies and new matches.
 */
export async function processMatchQueue(
  deps: Pick<DomainDeps, 'db' | 'now'>,
  limit = 100,
): Promise<{ vacancies: number; matches: number }> {
  let done = 0;
  let matches = 0;
  while (done < limit) {
    const found = await deps.db.transaction(async (tx) => {
      const [next] = await tx
        .select()
        .from(vacancyMatchQueue)
        .orderBy(asc(vacancyMatchQueue.queuedAt), asc(vacancyMatchQueue.vacancyId))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!next) return null;
      const matched = await matchVacancy(tx, next.vacancyId, deps.now());
      await tx.delete(vacancyMatchQueue).where(eq(vacancyMatchQueue.vacancyId, next.vacancyId));
      return matched.length;
    });
    if (found === null) break;
    done += 1;
    matches += found;
  }
  return { vacancies: done, matches };
}
