import { Hono } from 'hono';
import { CompanyIdRequestSchema, DenyRequestSchema } from '../../shared/contract/registration';
import { messages } from '../../shared/messages';
import { verifyCompany } from '../domain/companies/verify-company';
import type { DomainDeps } from '../domain/deps';
import type { AppEnv } from '../http/context';
import { fail, ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { requireAccount } from '../http/require-account';
import type { Logger } from '../logger';

/** /api/company/approve/ and /api/company/deny/: admins verify companies. */
export function companyVerificationRoutes({ deps, logger }: { deps: DomainDeps; logger: Logger }) {
  const app = new Hono<AppEnv>();

  app.post('/company/approve/', async (c) => {
    const allowed = requireAccount(c, ['admin']);
    if (!allowed.ok) return allowed.response;
    const body = await parseJsonBody(c, CompanyIdRequestSchema);
    if (!body.ok) return body.response;
    const result = await verifyCompany(deps, { id: body.value.id, decision: 'approved' });
    if (!result.ok) return fail(c, 404, messages.companyNotFound);
    await deliver(result.value.delivery, c.get('requestId'));
    return ok(c, { id: result.value.id, status: result.value.status });
  });

  app.post('/company/deny/', async (c) => {
    const allowed = requireAccount(c, ['admin']);
    if (!allowed.ok) return allowed.response;
    const body = await parseJsonBody(c, DenyRequestSchema);
    if (!body.ok) return body.response;
    const result = await verifyCompany(deps, { ...body.value, decision: 'denied' });
    if (!result.ok) return fail(c, 404, messages.companyNotFound);
    await deliver(result.value.delivery, c.get('requestId'));
    return ok(c, { id: result.value.id, status: result.value.status });
  });

  /** The decision is committed either way; a failed letter is logged, not reported as a failure. */
  async function deliver(delivery: Promise<void>, requestId: string | undefined) {
    try {
      await delivery;
    } catch (error) {
      const code =
        error instanceof Error ? ((error as Error & { code?: string }).code ?? error.name) : 'unknown';
      logger.warn('verification mail failed', { requestId, error: code });
    }
  }

  return app;
}
