import {
  feedbackChangeStatus,
  feedbackItems,
  feedbackSend,
} from '../../shared/contract/endpoints/feedback.endpoints';
import { feedbackMessages } from '../../shared/feedback-messages';
import type { DomainDeps } from '../domain/deps';
import { changeFeedbackStatus } from '../domain/feedback/change-feedback-status';
import { listFeedback } from '../domain/feedback/list-feedback';
import { sendFeedback } from '../domain/feedback/send-feedback';
import { clientAddress } from '../http/client-address';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { fail, ok } from '../http/envelope';
import { rateLimited } from '../http/rate-limited';

/**
 * /api/feedback/send (anyone, limited), /api/feedback/getItems (admins: all; students and
 * companies: their own), /api/feedback/changeStatus (admins). docs/decisions/011.
 */
export function feedbackRoutes({ deps, trustProxy }: { deps: DomainDeps; trustProxy: boolean }) {
  return new DeclaredRoutes()
    .on(feedbackSend, async (c, session) => {
      const result = await sendFeedback(deps, {
        ...c.req.valid('json'),
        viewer: session ? { kind: session.accountKind, id: session.accountId } : null,
        address: clientAddress(c, trustProxy),
      });
      if (result.ok) return ok(c, result.item, 201);
      if (result.reason === 'email-required') {
        return fail(c, 400, feedbackMessages.emailRequired, { email: feedbackMessages.emailRequired });
      }
      return rateLimited(c, feedbackMessages.rateLimited, result.retryAfterSeconds);
    })
    .on(feedbackItems, async (c, session) => {
      const viewer = { kind: session.accountKind, id: session.accountId };
      return ok(c, await listFeedback(deps, c.req.valid('query'), viewer));
    })
    .on(feedbackChangeStatus, async (c, session) => {
      // Nothing moved is refused as a whole, 404 or 409, by the skips' codes (domain/batch-move.ts).
      const result = await changeFeedbackStatus(deps, { id: session.accountId }, c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    });
}
