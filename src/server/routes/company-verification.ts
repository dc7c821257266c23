import { Hono } from 'hono';
import { CompanyIdRequestSchema, DenyRequestSchema } from '../../shared/contract/registration';
import { messages } from '../../shared/messages';
import { verifyCompany } from '../domain/companies/verify-company';
import type { DomainDeps } from '../domain/deps';
import type { AppEnv } from '../http/context';
import { fail, ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { requireAccount } from '../http/require-account';

/** /api/company/approve/ and /api/company/deny/: admins verify companies. */
/** The letter is queued with the decision (docs/decisions/022-durable-outbox.md): nothing to wait for. */
export function companyVerificationRoutes({ deps }: { deps: DomainDeps }) {
  const app = new Hono<AppEnv>();

  app.post('/company/approve/', async (c) => {
    const allowed = requireAccount(c, ['admin']);
    if (!allowed.ok) return allowed.response;
    const body = await parseJsonBody(c, CompanyIdRequestSchema);
    if (!body.ok) return body.response;
    const result = await verifyCompany(deps, { id: body.value.id, decision: 'approved' });
    if (!result.ok) return fail(c, 404, messages.companyNotFound);
    return ok(c, { id: result.value.id, status: result.value.status });
  });

  app.post('/company/deny/', async (c) => {
    const allowed = requireAccount(c, ['admin']);
    if (!allowed.ok) return allowed.response;
    const body = await parseJsonBody(c, DenyRequestSchema);
    if (!body.ok) return body.response;
    const result = await verifyCompany(deps, { ...body.value, decision: 'denied' });
    if (!result.ok) return fail(c, 404, messages.companyNotFound);
    return ok(c, { id: result.value.id, status: result.value.status });
  });

  return app;
}
