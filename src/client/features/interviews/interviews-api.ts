/**
 * The company's upcoming interviews for its list by day (docs/decisions/057-interviews.md): one
 * function per endpoint, checked against the declaration.
 */
import { interviewItems } from '../../../shared/contract/endpoints/interview.endpoints';
import type { InterviewItem } from '../../../shared/contract/interview.contract';
import { LIMIT_MAX, type Page } from '../../../shared/contract/query';
import type { HttpClient, HttpResult } from '../../lib/http';

/** One page of the caller's active upcoming interviews, soonest first. */
export function fetchUpcomingInterviews(
  http: HttpClient,
  page: number,
  signal: AbortSignal,
): Promise<HttpResult<Page<InterviewItem>>> {
  return http.api(interviewItems, { query: { page, limit: LIMIT_MAX } }, { signal });
}
