import {
  adminCreate,
  adminDelete,
  adminList,
  adminRename,
} from '../../shared/contract/endpoints/admin.endpoints';
import { createAdmin, deleteAdmin, listAdmins, renameAdmin } from '../domain/admins/manage-admins';
import type { DomainDeps } from '../domain/deps';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';

/** /api/admin/getItems, POST /api/admin/, PUT and DELETE /api/admin/:id/ — admins only. */
export function adminRoutes({ deps }: { deps: DomainDeps }) {
  return new DeclaredRoutes()
    .on(adminList, async (c, session) => ok(c, await listAdmins(deps, session.accountId)))
    .on(adminCreate, async (c, session) => {
      const result = await createAdmin(deps, session.accountId, c.req.valid('json'));
      return result.ok ? ok(c, result.value, 201) : failFromDomain(c, result);
    })
    .on(adminRename, async (c, session) => {
      const { id } = c.req.valid('param');
      const result = await renameAdmin(deps, session.accountId, id, c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(adminDelete, async (c, session) => {
      const result = await deleteAdmin(deps, session.accountId, c.req.valid('param').id);
      return result.ok ? ok(c, null) : failFromDomain(c, result);
    });
}
