/**
 * The alert mail's unsubscribe link, confirmed on the page: the same one-click request a mail
 * client sends (RFC 8058, src/server/routes/subscription-unsubscribe.routes.ts).
 */
import { subscriptionUnsubscribe } from '../../../shared/contract/endpoints/subscription.endpoints';
import type { HttpClient } from '../../lib/http';

export function unsubscribeByToken(http: HttpClient, token: string) {
  return http.api(subscriptionUnsubscribe, {
    query: { token },
    body: { 'List-Unsubscribe': 'One-Click' },
  });
}
