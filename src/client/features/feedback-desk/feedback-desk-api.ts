/** The feedback calls of the board: the list (admins: all; others: their own) and status changes. */
import type * as v from 'valibot';
import { feedbackChangeStatus, feedbackItems } from '../../../shared/contract/endpoints/feedback.endpoints';
import type {
  FeedbackChangeResultSchema,
  FeedbackChangeStatus,
  FeedbackItem,
  FeedbackStatus,
} from '../../../shared/contract/feedback.contract';
import type { Page } from '../../../shared/contract/query';
import { BOARD_PAGE_SIZE } from '../../lib/board-page-size';
import type { HttpClient, HttpResult } from '../../lib/http';

export type FeedbackSort = 'newest' | 'oldest' | 'updated';

interface FeedbackQuery {
  /** Empty: every status. */
  statuses: readonly FeedbackStatus[];
  text: string;
  sort: FeedbackSort;
  /** One feedback (the notification's link). */
  id: number | null;
  page: number;
}

export function fetchFeedback(
  http: HttpClient,
  query: FeedbackQuery,
  signal?: AbortSignal,
): Promise<HttpResult<Page<FeedbackItem>>> {
  return http.api(
    feedbackItems,
    {
      query: {
        status: query.statuses.join(','),
        text: query.text.trim(),
        sort: query.sort,
        id: query.id,
        page: query.page,
        limit: BOARD_PAGE_SIZE,
      },
    },
    signal ? { signal } : {},
  );
}

/** How many feedbacks await an answer: one row asked for, the total read. */
export async function fetchNewFeedbackCount(http: HttpClient): Promise<HttpResult<number>> {
  const result = await http.api(feedbackItems, { query: { status: 'new', limit: 1 } });
  return result.ok ? { ok: true, status: result.status, data: result.data.total } : result;
}

type FeedbackChangeResult = v.InferOutput<typeof FeedbackChangeResultSchema>;

export function changeFeedbackStatus(
  http: HttpClient,
  body: FeedbackChangeStatus,
): Promise<HttpResult<FeedbackChangeResult>> {
  return http.api(feedbackChangeStatus, { body });
}
