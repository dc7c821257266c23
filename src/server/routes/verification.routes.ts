import {
  identityApprove,
  identityChanges,
  identityDeny,
  reviewRequest,
} from '../../shared/contract/endpoints/verification.endpoints';
import type { DomainDeps } from '../domain/deps';
import { requestReview } from '../domain/verification/request-review';
import { decideIdentityChange, listIdentityChanges } from '../domain/verification/review-identity-change';
import type { AppContext } from '../http/context';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';

/**
 * Re-verification (decision 015): admins decide a verified company's proposed identity; a denied
 * student or company asks for another review.
 */
export function verificationRoutes({ deps }: { deps: DomainDeps }) {
  /** The letter is queued with the decision (docs/decisions/022-durable-outbox.md). */
  function answerDecision(c: AppContext, result: Awaited<ReturnType<typeof decideIdentityChange>>) {
    if (!result.ok) return failFromDomain(c, result);
    return ok(c, { companyId: result.value.companyId, decision: result.value.decision });
  }

  return new DeclaredRoutes()
    .on(identityChanges, async (c) => ok(c, await listIdentityChanges(deps)))
    .on(identityApprove, async (c) => {
      const { id, requestedAt } = c.req.valid('json');
      return answerDecision(c, await decideIdentityChange(deps, id, { decision: 'approved', requestedAt }));
    })
    .on(identityDeny, async (c) => {
      const { id, reason, requestedAt } = c.req.valid('json');
      return answerDecision(
        c,
        await decideIdentityChange(deps, id, { decision: 'denied', reason, requestedAt }),
      );
    })
    .on(reviewRequest, async (c, session) => {
      const { accountKind, accountId } = session;
      const kind = accountKind === 'student' ? 'student' : 'company';
      const result = await requestReview(deps, { kind, id: accountId });
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    });
}
