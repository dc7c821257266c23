import { Hono } from 'hono';
import { IdentityApproveSchema, IdentityDenySchema } from '../../shared/contract/verification';
import type { DomainDeps } from '../domain/deps';
import { requestReview } from '../domain/verification/request-review';
import { decideIdentityChange, listIdentityChanges } from '../domain/verification/review-identity-change';
import type { AppContext, AppEnv } from '../http/context';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { requireAccount } from '../http/require-account';

/**
 * Re-verification (decision 015): admins decide a verified company's proposed identity; a denied
 * student or company asks for another review.
 */
export function verificationRoutes({ deps }: { deps: DomainDeps }) {
  const app = new Hono<AppEnv>();

  /** The letter is queued with the decision (docs/decisions/022-durable-outbox.md). */
  function answerDecision(c: AppContext, result: Awaited<ReturnType<typeof decideIdentityChange>>) {
    if (!result.ok) return failFromDomain(c, result);
    return ok(c, { companyId: result.value.companyId, decision: result.value.decision });
  }

  app.get('/company/identity-changes/', async (c) => {
    const allowed = requireAccount(c, ['admin']);
    if (!allowed.ok) return allowed.response;
    return ok(c, await listIdentityChanges(deps));
  });

  app.post('/company/identity-change/approve/', async (c) => {
    const allowed = requireAccount(c, ['admin']);
    if (!allowed.ok) return allowed.response;
    const body = await parseJsonBody(c, IdentityApproveSchema);
    if (!body.ok) return body.response;
    const { id, requestedAt } = body.value;
    return answerDecision(c, await decideIdentityChange(deps, id, { decision: 'approved', requestedAt }));
  });

  app.post('/company/identity-change/deny/', async (c) => {
    const allowed = requireAccount(c, ['admin']);
    if (!allowed.ok) return allowed.response;
    const body = await parseJsonBody(c, IdentityDenySchema);
    if (!body.ok) return body.response;
    const { id, reason, requestedAt } = body.value;
    return answerDecision(
      c,
      await decideIdentityChange(deps, id, { decision: 'denied', reason, requestedAt }),
    );
  });

  app.post('/account/review-request/', async (c) => {
    const allowed = requireAccount(c, ['student', 'company']);
    if (!allowed.ok) return allowed.response;
    const { accountKind, accountId } = allowed.session;
    const kind = accountKind === 'student' ? 'student' : 'company';
    const result = await requestReview(deps, { kind, id: accountId });
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  return app;
}
