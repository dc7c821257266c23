import { studentProfile, studentProfileSave } from '../../shared/contract/endpoints/profile.endpoints';
import type { FileDeps } from '../domain/files/files';
import { getStudentProfile, updateStudentProfile } from '../domain/students/student-profile';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';

/**
 * GET and PUT /api/student/me/: the signed-in student's own profile. There is no id in the path,
 * so no student can name another's profile; admins and companies get 403.
 */
export function studentProfileRoutes(deps: FileDeps) {
  return new DeclaredRoutes()
    .on(studentProfile, async (c, session) => {
      const result = await getStudentProfile(deps, session.accountId);
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(studentProfileSave, async (c, session) => {
      const result = await updateStudentProfile(deps, session.accountId, c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    });
}
