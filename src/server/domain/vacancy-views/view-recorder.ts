import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { errorFields, type Logger } from '../../logger';
import { saltOfDay, utcDay, type ViewerTraits, viewerKey } from './view-keys';

/** How long views wait in memory before one write takes them all. */
const VIEW_FLUSH_DELAY_MS = 1_000;
/** A burst beyond this many waiting views is dropped rather than let memory grow. */
export const VIEW_BUFFER_MAX = 10_000;

export type VacancyViewRecorder = {
  /** Notes a view; returns at once and never throws (the page must not wait or fail for it). */
  record: (vacancyId: number, viewer: ViewerTraits) => void;
  /** Writes what waits now (tests call it instead of waiting; shutdown calls it last). */
  flush: () => Promise<void>;
};

type Pending = { vacancyId: number; day: string; viewer: ViewerTraits };

/**
 * Vacancy views off the response path (docs/decisions/025): the page's answer does not wait for
 * them. Views wait in memory for VIEW_FLUSH_DELAY_MS, then one INSERT … ON CONFLICT DO NOTHING
 * writes them all (the primary key counts a viewer once per vacancy and day), and one UPDATE marks
 * the students' saved-search matches of those vacancies seen. A failed write is logged by name and
 * dropped: a lost view is better than a failed page. No timer runs while nothing waits.
 */
export function createVacancyViewRecorder(options: {
  db: Executor;
  now: () => Date;
  logger: Logger;
  delayMs?: number;
}): VacancyViewRecorder {
  const delay = options.delayMs ?? VIEW_FLUSH_DELAY_MS;
  let pending: Pending[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const write = async (batch: Pending[]): Promise<void> => {
    const day = utcDay(options.now());
    const salt = batch.some((view) => view.viewer.kind === 'guest') ? await saltOfDay(options.db, day) : '';
    const rows = batch.map((view) => ({
      vacancy_id: view.vacancyId,
      day: view.day,
      viewer_key: viewerKey(view.viewer, salt),
    }));
    // A vacancy deleted meanwhile is skipped by the join instead of failing the whole batch.
    await options.db.execute(sql`insert into vacancy_views_daily (vacancy_id, day, viewer_key)
      select distinct v.vacancy_id, v.day::date, v.viewer_key
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(vacancy_id int, day text, viewer_key text)
      join vacancies on vacancies.id = v.vacancy_id
      on conflict do nothing`);
    const seen = batch.flatMap((view) =>
      view.viewer.kind === 'student' ? [{ student_id: view.viewer.id, vacancy_id: view.vacancyId }] : [],
    );
    if (seen.length === 0) return;
    await options.db.execute(sql`update subscription_matches m set seen_at = ${options.now().toISOString()}::timestamptz
      from subscriptions s, jsonb_to_recordset(${JSON.stringify(seen)}::jsonb) as v(student_id int, vacancy_id int)
      where s.id = m.subscription_id and s.student_id = v.student_id and m.vacancy_id = v.vacancy_id
        and m.seen_at is null`);
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = pending;
    pending = [];
    // One write at a time, in order: PGlite has one connection anyway.
    running = running.then(async () => {
      if (batch.length === 0) return;
      try {
        await write(batch);
      } catch (error) {
        options.logger.warn('vacancy views not recorded', { count: batch.length, ...errorFields(error) });
      }
    });
    return running;
  };

  return {
    record(vacancyId, viewer) {
      if (pending.length >= VIEW_BUFFER_MAX) return;
      pending.push({ vacancyId, day: utcDay(options.now()), viewer });
      if (timer) return;
      timer = setTimeout(() => void flush(), delay);
      timer.unref();
    },
    flush,
  };
}
