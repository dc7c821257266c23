/**
 * The student's answer to an invitation or an offer (docs/decisions/059), checked against its
 * contract (src/shared/contract/application-answer.contract.ts).
 */

import type { ApplicationItem } from '../../../../shared/contract/application.contract';
import type { ApplicationAnswer } from '../../../../shared/contract/application-answer.contract';
import { applicationAnswer } from '../../../../shared/contract/endpoints/application.endpoints';
import { interviewItems, interviewLink } from '../../../../shared/contract/endpoints/interview.endpoints';
import type { InterviewItem } from '../../../../shared/contract/interview.contract';
import type { HttpClient, HttpResult } from '../../../lib/http';

export function answerApplication(
  http: HttpClient,
  body: ApplicationAnswer,
): Promise<HttpResult<ApplicationItem>> {
  return http.api(applicationAnswer, { body });
}

/**
 * The application's upcoming interview (docs/decisions/057), or null for an invitation written
 * without times. `from` far back: a time already begun still shows until the interview is over.
 */
export async function fetchInterviewOf(
  http: HttpClient,
  applicationId: number,
  signal?: AbortSignal,
): Promise<HttpResult<InterviewItem | null>> {
  const result = await http.api(
    interviewItems,
    { query: { applicationId, page: 1, limit: 1 } },
    signal ? { signal } : {},
  );
  return result.ok ? { ...result, data: result.data.items[0] ?? null } : result;
}

/** The signed short-lived address of an interview's .ics, for Telegram's download (docs/decisions/018). */
export function fetchInterviewCalendarLink(http: HttpClient, id: number) {
  return http.api(interviewLink, { body: { id } });
}
