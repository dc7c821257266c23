import { sql } from 'drizzle-orm';
import {
  RESPONSE_BADGE_DAYS,
  RESPONSE_BADGE_MIN_ANSWERED,
  RESPONSE_BADGE_MIN_APPLICATIONS,
  type ResponseBadge,
} from '../../../shared/contract/response-badge.contract';
import type { Executor } from '../../db/client';
import { hoursOf, num, rowsOf } from './outcome-cohort';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * «Отвечает на отклики» (docs/decisions/021): the median hours from applying to the company's
 * first answer over its applications of the last RESPONSE_BADGE_DAYS days — only when it had at
 * least RESPONSE_BADGE_MIN_APPLICATIONS of them and answered RESPONSE_BADGE_MIN_ANSWERED, so one
 * quick reply never earns it. One aggregate over the (company_id, created_at) index.
 */
export async function companyResponseBadge(
  db: Executor,
  companyId: number,
  now: Date,
): Promise<ResponseBadge | null> {
  const since = new Date(now.getTime() - RESPONSE_BADGE_DAYS * DAY_MS);
  const [row] = await rowsOf<{ applications: unknown; answered: unknown; median_seconds: unknown }>(
    db,
    sql`select count(*) as applications, count(first_answer_at) as answered,
      percentile_cont(0.5) within group (
        order by extract(epoch from (first_answer_at - created_at))::float8) as median_seconds
    from applications
    where company_id = ${companyId} and created_at >= ${since.toISOString()}::timestamptz
      and created_at <= ${now.toISOString()}::timestamptz`,
  );
  if (num(row?.applications) < RESPONSE_BADGE_MIN_APPLICATIONS) return null;
  if (num(row?.answered) < RESPONSE_BADGE_MIN_ANSWERED) return null;
  const medianHours = hoursOf(row?.median_seconds);
  return medianHours === null ? null : { medianHours };
}
