/** POST /api/feedback/send: anyone; the server attaches a signed-in author's identity itself. */
import { feedbackSend } from '../../../shared/contract/endpoints/feedback.endpoints';
import type { FeedbackItem, FeedbackSend } from '../../../shared/contract/feedback.contract';
import type { HttpClient, HttpResult } from '../../lib/http';

export function sendFeedbackRequest(http: HttpClient, body: FeedbackSend): Promise<HttpResult<FeedbackItem>> {
  return http.api(feedbackSend, { body });
}
