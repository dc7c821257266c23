import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FeedbackItem, FeedbackListQuery } from '../../../shared/contract/feedback.contract';
import type { Page } from '../../../shared/contract/query';
import { feedback } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { likePattern } from '../text/like-pattern';
import type { Viewer } from '../viewer';
import { historyOf, toFeedbackItem } from './feedback-rows';

const ORDER = {
  newest: [desc(feedback.createdAt), desc(feedback.id)],
  oldest: [asc(feedback.createdAt), asc(feedback.id)],
  updated: [desc(feedback.updatedAt), desc(feedback.id)],
} as const;

/**
 * GET /api/feedback/getItems. Admins see everyone's, with emails and history; a student or a
 * company sees only what they sent (the route lets no guest here).
 */
export async function listFeedback(
  deps: DomainDeps,
  query: FeedbackListQuery,
  viewer: NonNullable<Viewer>,
): Promise<Page<FeedbackItem>> {
  const admin = viewer.kind === 'admin';
  const conditions: SQL[] = [];
  if (!admin) conditions.push(eq(feedback.authorKind, viewer.kind), eq(feedback.authorId, viewer.id));
  if (query.status?.length) conditions.push(inArray(feedback.status, query.status));
  if (query.id !== undefined) conditions.push(eq(feedback.id, query.id));
  if (query.text) {
    const pattern = likePattern(query.text);
    const inText = sql`${feedback.text} ilike ${pattern}`;
    const found = admin
      ? or(inText, sql`${feedback.authorName} ilike ${pattern}`, sql`${feedback.email} ilike ${pattern}`)
      : inText;
    if (found) conditions.push(found);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const offset = (query.page - 1) * query.limit;
  const [rows, totals] = await Promise.all([
    deps.db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.limit)
      .offset(offset),
    deps.db.select({ total: count() }).from(feedback).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  const history = admin
    ? await historyOf(
        deps.db,
        rows.map((row) => row.id),
      )
    : new Map();
  const items = rows.map((row) => toFeedbackItem(row, { admin }, history.get(row.id)));
  return { items, total, page: query.page, hasMore: offset + items.length < total };
}
