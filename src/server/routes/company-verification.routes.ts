import { companyApprove, companyDeny } from '../../shared/contract/endpoints/verification.endpoints';
import { messages } from '../../shared/messages';
import { verifyCompany } from '../domain/companies/verify-company';
import type { DomainDeps } from '../domain/deps';
import { DeclaredRoutes } from '../http/declared-routes';
import { fail, ok } from '../http/envelope';

/** /api/company/approve/ and /api/company/deny/: admins verify companies. */
/** The letter is queued with the decision (docs/decisions/022-durable-outbox.md): nothing to wait for. */
export function companyVerificationRoutes({ deps }: { deps: DomainDeps }) {
  return new DeclaredRoutes()
    .on(companyApprove, async (c) => {
      const result = await verifyCompany(deps, { id: c.req.valid('json').id, decision: 'approved' });
      if (!result.ok) return fail(c, 404, messages.companyNotFound);
      return ok(c, { id: result.value.id, status: result.value.status });
    })
    .on(companyDeny, async (c) => {
      const result = await verifyCompany(deps, { ...c.req.valid('json'), decision: 'denied' });
      if (!result.ok) return fail(c, 404, messages.companyNotFound);
      return ok(c, { id: result.value.id, status: result.value.status });
    });
}
