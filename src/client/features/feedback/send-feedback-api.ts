/** POST /api/feedback/send: anyone; the server attaches a signed-in author's identity itself. */
import { type FeedbackItem, FeedbackItemSchema, type FeedbackSend } from '../../../shared/contract/feedback';
import type { HttpClient, HttpResult } from '../../lib/http';

export function sendFeedbackRequest(http: HttpClient, body: FeedbackSend): Promise<HttpResult<FeedbackItem>> {
  return http.post('feedback/send', FeedbackItemSchema, { json: body });
}
