import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { vacancies, vacancyMatchQueue } from '../../db/schema';

/**
 * Queues a vacancy for matching against the saved searches (docs/decisions/024), in the caller's
 * transaction: published, edited while published (the edit may change what it matches), restored
 * from the archive. Matching runs off the request (process-match-queue.ts); the matches' primary
 * key keeps a vacancy queued again from reaching a subscription twice.
 */
export async function queueVacancyMatch(tx: Executor, vacancyId: number, now: Date): Promise<void> {
  await tx
    .insert(vacancyMatchQueue)
    .values({ vacancyId, queuedAt: now })
    .onConflictDoUpdate({ target: vacancyMatchQueue.vacancyId, set: { queuedAt: now } });
}

/** A company approved: its published vacancies become visible to students at once. */
export async function queueCompanyVacancies(tx: Executor, companyId: number, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into ${vacancyMatchQueue} (vacancy_id, queued_at)
    select ${vacancies.id}, ${now.toISOString()}::timestamptz from ${vacancies}
    where ${vacancies.companyId} = ${companyId} and ${vacancies.status} = 'published'
    on conflict (vacancy_id) do update set queued_at = excluded.queued_at`);
}
