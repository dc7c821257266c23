import { Hono } from 'hono';
import { CompanyAccountInputSchema } from '../../shared/contract/company-account';
import { getCompanyAccount, updateCompanyAccount } from '../domain/companies/company-account';
import type { FileDeps } from '../domain/files/files';
import type { AppEnv } from '../http/context';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { requireAccount } from '../http/require-account';

/**
 * GET and PUT /api/company/me/: the signed-in company's private details (no id in the path, so
 * no company can name another's). The public profile stays at /api/company/:id/.
 */
export function companyAccountRoutes(deps: FileDeps) {
  const app = new Hono<AppEnv>();

  app.get('/company/me/', async (c) => {
    const allowed = requireAccount(c, ['company']);
    if (!allowed.ok) return allowed.response;
    const result = await getCompanyAccount(deps, allowed.session.accountId);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.put('/company/me/', async (c) => {
    const allowed = requireAccount(c, ['company']);
    if (!allowed.ok) return allowed.response;
    const body = await parseJsonBody(c, CompanyAccountInputSchema);
    if (!body.ok) return body.response;
    const result = await updateCompanyAccount(deps, allowed.session.accountId, body.value);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  return app;
}
