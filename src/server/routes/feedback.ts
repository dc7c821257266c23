import { Hono } from 'hono';
import {
  FeedbackChangeStatusSchema,
  FeedbackListQuerySchema,
  FeedbackSendSchema,
} from '../../shared/contract/feedback';
import { feedbackMessages } from '../../shared/feedback-messages';
import { formatMessage, minutesRu } from '../../shared/messages';
import type { DomainDeps } from '../domain/deps';
import { changeFeedbackStatus } from '../domain/feedback/change-feedback-status';
import { listFeedback } from '../domain/feedback/list-feedback';
import { sendFeedback } from '../domain/feedback/send-feedback';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/context';
import { fail, ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { parseQuery } from '../http/parse-query';
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
      c.header('Retry-After', String(result.retryAfterSeconds));
      const minutes = minutesRu(Math.ceil(result.retryAfterSeconds / 60));
      return fail(c, 429, formatMessage(feedbackMessages.rateLimited, { minutes }));
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
    if (result.items.length === 0) {
      const first = result.skipped[0];
      const missing = result.skipped.every((item) => item.reason === feedbackMessages.notFound);
      return fail(c, missing ? 404 : 409, first?.reason ?? feedbackMessages.notFound);
    }
    return ok(c, result);
  });

  return app;
}
