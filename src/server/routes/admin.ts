import { Hono } from 'hono';
import { AdminCreateInputSchema, AdminRenameInputSchema } from '../../shared/contract/admin';
import { messages } from '../../shared/messages';
import { createAdmin, deleteAdmin, listAdmins, renameAdmin } from '../domain/admins/manage-admins';
import type { DomainDeps } from '../domain/deps';
import type { AppEnv } from '../http/context';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { parseIdParam } from '../http/parse-query';
import { requireAccount } from '../http/require-account';

/** /api/admin/getItems, POST /api/admin/, PUT and DELETE /api/admin/:id/ — admins only. */
export function adminRoutes({ deps }: { deps: DomainDeps }) {
  const app = new Hono<AppEnv>();

  app.get('/admin/getItems', async (c) => {
    const allowed = requireAccount(c, ['admin']);
    if (!allowed.ok) return allowed.response;
    return ok(c, await listAdmins(deps, allowed.session.accountId));
  });

  app.post('/admin/', async (c) => {
    const allowed = requireAccount(c, ['admin']);
    if (!allowed.ok) return allowed.response;
    const body = await parseJsonBody(c, AdminCreateInputSchema);
    if (!body.ok) return body.response;
    const result = await createAdmin(deps, allowed.session.accountId, body.value);
    return result.ok ? ok(c, result.value, 201) : failFromDomain(c, result);
  });

  app.put('/admin/:id{[0-9]+}/', async (c) => {
    const allowed = requireAccount(c, ['admin']);
    if (!allowed.ok) return allowed.response;
    const id = parseIdParam(c, messages.adminNotFound);
    if (!id.ok) return id.response;
    const body = await parseJsonBody(c, AdminRenameInputSchema);
    if (!body.ok) return body.response;
    const result = await renameAdmin(deps, allowed.session.accountId, id.value, body.value);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.delete('/admin/:id{[0-9]+}/', async (c) => {
    const allowed = requireAccount(c, ['admin']);
    if (!allowed.ok) return allowed.response;
    const id = parseIdParam(c, messages.adminNotFound);
    if (!id.ok) return id.response;
    const result = await deleteAdmin(deps, allowed.session.accountId, id.value);
    return result.ok ? ok(c, null) : failFromDomain(c, result);
  });

  return app;
}
