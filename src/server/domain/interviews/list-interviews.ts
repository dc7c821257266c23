import { and, asc, count, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { InterviewItem, InterviewListQuery } from '../../../shared/contract/interview.contract';
import type { Page } from '../../../shared/contract/query';
import { applications, interviews } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, success } from '../result';
import { refuseUnlessApproved } from '../verification/status-refusal';
import type { Viewer } from '../viewer';
import { interviewScope, readInterviewItems } from './interview-rows';

/**
 * When an interview takes place for the list's order: its booked slot when the application has
 * one, else its first offered slot; only slots ending at or after `from` count, so an interview
 * all of whose times are over leaves the upcoming list.
 */
function timeOf(from: Date): SQL<Date | null> {
  const ends = sql`s.starts_at + s.duration_min * interval '1 minute' >= ${from.toISOString()}::timestamptz`;
  return sql<Date | null>`(
    select case
      when bool_or(s.booked_application_id = ${interviews.applicationId})
        then min(s.starts_at) filter (where s.booked_application_id = ${interviews.applicationId} and ${ends})
      else min(s.starts_at) filter (where ${ends})
    end
    from interview_slot_offers o join interview_slots s on s.id = o.slot_id
    where o.interview_id = ${interviews.id}
  )`;
}

/**
 * GET /api/interview/getItems — the caller's own active interviews: a student's (of their
 * applications), a company's (of its applications; approved companies only), soonest first.
 * Admins have no interviews of their own (the career centre sees the figures instead).
 */
export async function listInterviews(
  deps: DomainDeps,
  viewer: NonNullable<Viewer>,
  query: InterviewListQuery,
): Promise<DomainResult<Page<InterviewItem>>> {
  const refused = viewer.kind === 'company' ? await refuseUnlessApproved(deps.db, viewer) : null;
  if (refused) return refused;
  const scope = interviewScope(viewer);
  const empty = { items: [], total: 0, page: query.page, hasMore: false };
  if (!scope) return success(empty);
  const at = timeOf(query.from ? new Date(query.from) : deps.now());
  const where = and(
    scope,
    eq(interviews.status, 'active'),
    isNotNull(at),
    query.applicationId ? eq(interviews.applicationId, query.applicationId) : undefined,
  );
  const [total] = await deps.db
    .select({ total: count() })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(where);
  const rows = await deps.db
    .select({ id: interviews.id })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(where)
    .orderBy(asc(at), asc(interviews.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const items = await readInterviewItems(
    deps.db,
    rows.map((row) => row.id),
    viewer.kind === 'company' ? 'company' : 'student',
  );
  const all = total?.total ?? 0;
  return success({ items, total: all, page: query.page, hasMore: query.page * query.limit < all });
}
