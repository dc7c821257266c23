/**
 * The company's interview calls from the applications board (docs/decisions/057-interviews.md), one
 * function per endpoint, each checked against its declaration.
 */
import {
  interviewCancel,
  interviewCreate,
  interviewItems,
  interviewLink,
  interviewReschedule,
} from '../../../../shared/contract/endpoints/interview.endpoints';
import type { ExportLink } from '../../../../shared/contract/export-link.contract';
import type {
  InterviewCreate,
  InterviewItem,
  InterviewReschedule,
} from '../../../../shared/contract/interview.contract';
import { LIMIT_MAX, type Page } from '../../../../shared/contract/query';
import type { HttpClient, HttpResult } from '../../../lib/http';

/**
 * The company's upcoming interviews: one application's (`applicationId`), or the first page of all
 * of them, whose free times the invitation form offers again.
 */
export function fetchInterviews(
  http: HttpClient,
  applicationId: number | null,
  signal?: AbortSignal,
): Promise<HttpResult<Page<InterviewItem>>> {
  return http.api(
    interviewItems,
    { query: { applicationId, page: 1, limit: LIMIT_MAX } },
    signal ? { signal } : {},
  );
}

export function createInterview(http: HttpClient, body: InterviewCreate): Promise<HttpResult<InterviewItem>> {
  return http.api(interviewCreate, { body });
}

export function rescheduleInterview(
  http: HttpClient,
  body: InterviewReschedule,
): Promise<HttpResult<InterviewItem>> {
  return http.api(interviewReschedule, { body });
}

export function cancelInterview(
  http: HttpClient,
  id: number,
  message: string,
): Promise<HttpResult<InterviewItem>> {
  return http.api(interviewCancel, { body: { id, message } });
}

/** A signed short-lived address of the interview's .ics, for Telegram's download. */
export function fetchInterviewLink(http: HttpClient, id: number): Promise<HttpResult<ExportLink>> {
  return http.api(interviewLink, { body: { id } });
}
