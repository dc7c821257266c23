import { Hono } from 'hono';
import { CompanyListQuerySchema, CompanyProfileInputSchema } from '../../shared/contract/company';
import { messages } from '../../shared/messages';
import { cacheKeyOf } from '../cache/cache-key';
import { getCompany } from '../domain/companies/get-company';
import { listCompanies } from '../domain/companies/list-companies';
import { updateCompanyProfile } from '../domain/companies/update-company-profile';
import type { FileStorage } from '../files/storage';
import { sendCachedAnswer } from '../http/cached-answer';
import type { AppEnv } from '../http/context';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { parseIdParam, parseQuery } from '../http/parse-query';
import { requireAccount, viewerOf } from '../http/require-account';
import type { BoardRouteOptions } from './vacancy';

/**
 * /api/company/getItems and /api/company/:id/ (profile read and edit; the edit may destroy a
 * replaced upload, hence the storage).
 */
export function companyRoutes({ deps, cache, storage }: BoardRouteOptions & { storage: FileStorage }) {
  const app = new Hono<AppEnv>();

  app.get('/company/getItems', async (c) => {
    const parsed = parseQuery(c, CompanyListQuerySchema);
    if (!parsed.ok) return parsed.response;
    if (c.get('session')?.accountKind === 'admin') {
      return ok(c, await listCompanies(deps, parsed.value, { admin: true }));
    }
    // Everyone else gets approved companies whatever the status filter says: one shared answer.
    const query = { ...parsed.value, status: undefined };
    const answer = await cache.answer('companies', cacheKeyOf(query), () =>
      listCompanies(deps, query, { admin: false }),
    );
    return sendCachedAnswer(c, answer);
  });

  app.get('/company/:id{[0-9]+}/', async (c) => {
    const id = parseIdParam(c, messages.companyNotFound);
    if (!id.ok) return id.response;
    const result = await getCompany(deps, id.value, viewerOf(c));
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.put('/company/:id{[0-9]+}/', async (c) => {
    const auth = requireAccount(c, ['company', 'admin']);
    if (!auth.ok) return auth.response;
    const id = parseIdParam(c, messages.companyNotFound);
    if (!id.ok) return id.response;
    const body = await parseJsonBody(c, CompanyProfileInputSchema);
    if (!body.ok) return body.response;
    const result = await updateCompanyProfile({ ...deps, storage }, viewerOf(c), id.value, body.value);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  return app;
}
