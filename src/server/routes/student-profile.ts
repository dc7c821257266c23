import { Hono } from 'hono';
import { StudentProfileInputSchema } from '../../shared/contract/student';
import type { FileDeps } from '../domain/files/files';
import { getStudentProfile, updateStudentProfile } from '../domain/students/student-profile';
import type { AppEnv } from '../http/context';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { requireAccount } from '../http/require-account';

/**
 * GET and PUT /api/student/me/: the signed-in student's own profile. There is no id in the path,
 * so no student can name another's profile; admins and companies get 403.
 */
export function studentProfileRoutes(deps: FileDeps) {
  const app = new Hono<AppEnv>();

  app.get('/student/me/', async (c) => {
    const allowed = requireAccount(c, ['student']);
    if (!allowed.ok) return allowed.response;
    const result = await getStudentProfile(deps, allowed.session.accountId);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.put('/student/me/', async (c) => {
    const allowed = requireAccount(c, ['student']);
    if (!allowed.ok) return allowed.response;
    const body = await parseJsonBody(c, StudentProfileInputSchema);
    if (!body.ok) return body.response;
    const result = await updateStudentProfile(deps, allowed.session.accountId, body.value);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  return app;
}
