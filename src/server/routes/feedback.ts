import { Hono } from 'hono';
import {
  FeedbackChangeStatusSchema,
  FeedbackListQuerySchema,
  FeedbackSendSchema,
} from '../../shared/contract/feedback';
import { feedbackMessages } from '../../shared/feedback-messages';
import type { DomainDeps } from '../domain/deps';
import { changeFeedbackStatus } from '../domain/feedback/change-feedback-status';
import { listFeedback } from '../domain/feedback/list-feedback';
import { sendFeedback } from '../domain/feedback/send-feedback';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/context';
import { failFromDomain } from '../http/domain-failure';
import { fail, ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { parseQuery } from '../http/parse-query';
import { rateLimited } from '../http/rate-limited';
import { requireAccount, viewerOf } from '../http/require-account';

/**
 * /api/feedback/send (anyone, limited), /api/feedback/getItems (admins: all; students and
 * companies: their own), /api/feedback/changeStatus (admins). docs/decisions/011.
 */
export function feedbackRoutes({ deps, trustProxy }: { deps: DomainDeps; trustProxy: boolean }) {
  const app = new Hono<AppEnv>();

  app.post('/feedback/send', async (c) => {
    const body = await parseJsonBody(c, FeedbackSendSchema);
    if (!body.ok) return body.response;
    const result = await sendFeedback(deps, {
      ...body.value,
      viewer: viewerOf(c),
      address: clientAddress(c, trustProxy),
    });
    if (!result.ok && result.reason === 'email-required') {
      return fail(c, 400, feedbackMessages.emailRequired, { email: feedbackMessages.emailRequired });
    }
    if (!result.ok) {
      return rateLimited(c, feedbackMessages.rateLimited, result.retryAfterSeconds);
    }
    return ok(c, result.item, 201);
  });

  app.get('/feedback/getItems', async (c) => {
    const auth = requireAccount(c, ['student', 'company', 'admin']);
    if (!auth.ok) return auth.response;
    const query = parseQuery(c, FeedbackListQuerySchema);
    if (!query.ok) return query.response;
    const viewer = { kind: auth.session.accountKind, id: auth.session.accountId };
    return ok(c, await listFeedback(deps, query.value, viewer));
  });

  app.post('/feedback/changeStatus', async (c) => {
    const auth = requireAccount(c, ['admin']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, FeedbackChangeStatusSchema);
    if (!body.ok) return body.response;
    const result = await changeFeedbackStatus(deps, { id: auth.session.accountId }, body.value);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  return app;
}
