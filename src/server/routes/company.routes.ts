import {
  companyDetail,
  companyList,
  companyProfileUpdate,
} from '../../shared/contract/endpoints/company.endpoints';
import { cacheKeyOf } from '../cache/cache-key';
import { getCompany } from '../domain/companies/get-company';
import { listCompanies } from '../domain/companies/list-companies';
import { updateCompanyProfile } from '../domain/companies/update-company-profile';
import type { FileStorage } from '../files/storage';
import { sendCachedAnswer } from '../http/cached-answer';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';
import { viewerOf } from '../http/viewer';
import type { BoardRouteOptions } from './vacancy.routes';

/**
 * /api/company/getItems and /api/company/:id/ (profile read and edit; the edit may destroy a
 * replaced upload, hence the storage).
 */
export function companyRoutes({ deps, cache, storage }: BoardRouteOptions & { storage: FileStorage }) {
  return new DeclaredRoutes()
    .on(companyList, async (c, session) => {
      const parsed = c.req.valid('query');
      if (session?.accountKind === 'admin') {
        return ok(c, await listCompanies(deps, parsed, { admin: true }));
      }
      // Everyone else gets approved companies whatever the status filter says: one shared answer.
      const query = { ...parsed, status: undefined };
      const answer = await cache.answer('companies', cacheKeyOf(query), () =>
        listCompanies(deps, query, { admin: false }),
      );
      return sendCachedAnswer(c, answer);
    })
    .on(companyDetail, async (c) => {
      const result = await getCompany(deps, c.req.valid('param').id, viewerOf(c));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(companyProfileUpdate, async (c) => {
      const { id } = c.req.valid('param');
      const result = await updateCompanyProfile({ ...deps, storage }, viewerOf(c), id, c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    });
}
