import { companyAccount, companyAccountSave } from '../../shared/contract/endpoints/profile.endpoints';
import { getCompanyAccount, updateCompanyAccount } from '../domain/companies/company-account';
import type { FileDeps } from '../domain/files/files';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';

/**
 * GET and PUT /api/company/me/: the signed-in company's private details (no id in the path, so
 * no company can name another's). The public profile stays at /api/company/:id/.
 */
export function companyAccountRoutes(deps: FileDeps) {
  return new DeclaredRoutes()
    .on(companyAccount, async (c, session) => {
      const result = await getCompanyAccount(deps, session.accountId);
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(companyAccountSave, async (c, session) => {
      const result = await updateCompanyAccount(deps, session.accountId, c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    });
}
