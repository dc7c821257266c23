import { type SQL, sql } from 'drizzle-orm';
import {
  ANSWER_WITHIN_HOURS,
  type ApplicationFiguresQuery,
} from '../../../shared/contract/application-figures.contract';
import type { Executor } from '../../db/client';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a Moscow day (UTC+3 all year since 2014, shared/moscow-time.ts), as list-applications reads it. */
const moscowDayStart = (day: string): Date => new Date(`${day}T00:00:00+03:00`);

/** The period's bounds: from the first day's Moscow midnight to the midnight after the last day. */
function periodBounds(query: ApplicationFiguresQuery): { start: Date | null; end: Date | null } {
  return {
    start: query.from ? moscowDayStart(query.from) : null,
    end: query.to ? new Date(moscowDayStart(query.to).getTime() + DAY_MS) : null,
  };
}

/**
 * `cohort`: one row per application made in the period (docs/decisions/021), with what its
 * history says — whether it was ever invited or offered (an offer that became a hire still
 * counts as an offer), whether the student accepted or declined an offer, and when it was closed
 * (withdrawn, or rejected by archiving) if the company never answered — and its interview: the
 * start of the time it holds now (`interview_at`; a cancelled or moved booking holds none) and
 * whether that time has ended by `now` (`held`). The history and the bookings are read per
 * application through their indexes.
 */
export function cohortSql(query: ApplicationFiguresQuery, now: Date): SQL {
  const { start, end } = periodBounds(query);
  const conditions: SQL[] = [sql`true`];
  if (start) conditions.push(sql`a.created_at >= ${start.toISOString()}::timestamptz`);
  if (end) conditions.push(sql`a.created_at < ${end.toISOString()}::timestamptz`);
  return sql`with cohort as (
    select a.id, a.vacancy_id, a.status, a.created_at, a.first_answer_at, s.faculty, s.course,
      (a.status = 'invited' or exists (select 1 from application_events e
        where e.application_id = a.id and e.to_status = 'invited')) as invited,
      (a.status in ('offer', 'accepted', 'hired') or exists (select 1 from application_events e
        where e.application_id = a.id and e.to_status = 'offer')) as offered,
      (a.status = 'hired') as hired,
      (a.status = 'accepted' or exists (select 1 from application_events e
        where e.application_id = a.id and e.to_status = 'accepted')) as accepted,
      exists (select 1 from application_events e where e.application_id = a.id
        and e.from_status = 'offer' and e.to_status = 'declined') as offer_declined,
      booking.starts_at as interview_at,
      (booking.ends_at <= ${now.toISOString()}::timestamptz) as held,
      (select min(e.at) from application_events e
        where e.application_id = a.id and e.to_status in ('withdrawn', 'rejected')) as closed_at
    from applications a
    join students s on s.id = a.student_id
    left join lateral (select sl.starts_at,
        sl.starts_at + sl.duration_min * interval '1 minute' as ends_at
      from interview_slots sl where sl.booked_application_id = a.id
      order by sl.starts_at limit 1) booking on true
    where ${sql.join(conditions, sql` and `)}
  )`;
}

/** Seconds from applying to the first answer (null when unanswered). */
export const answerSeconds = sql`extract(epoch from (first_answer_at - created_at))::float8`;

/** Seconds from applying to the start of the booked interview (null without one). */
export const interviewSeconds = sql`extract(epoch from (interview_at - created_at))::float8`;

/**
 * Whether the three-day rule applies (decision 021): answered (in time or late), or unanswered
 * for ANSWER_WITHIN_HOURS and still open then — an application the student withdrew, or that
 * archiving closed, before the deadline asked nothing of the company.
 */
export function dueSql(now: Date): SQL {
  const window = sql.raw(`interval '${ANSWER_WITHIN_HOURS} hours'`);
  return sql`(first_answer_at is not null or (
    created_at <= ${now.toISOString()}::timestamptz - ${window}
    and (closed_at is null or closed_at > created_at + ${window})))`;
}

export const inTimeSql = sql`(first_answer_at is not null and first_answer_at <= created_at + ${sql.raw(
  `interval '${ANSWER_WITHIN_HOURS} hours'`,
)})`;

/** Rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] };
  return result.rows ?? [];
}

/** Counts come back as numbers, strings or bigints depending on the driver: read them as numbers. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** Hours with one decimal, from seconds; null stays null. */
export const hoursOf = (seconds: unknown): number | null =>
  seconds === null || seconds === undefined ? null : Math.round(Number(seconds) / 360) / 10;
