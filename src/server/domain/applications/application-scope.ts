import { eq, type SQL } from 'drizzle-orm';
import { applications } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, success } from '../result';
import { refuseUnlessApproved } from '../verification/status-refusal';
import type { Viewer } from '../viewer';
import type { ApplicationAudience } from './application-rows';

type ApplicationScope = {
  audience: ApplicationAudience;
  /** The applications this viewer may read; undefined: all (admins). */
  where: SQL | undefined;
};

/**
 * Whose applications a viewer reads: a student their own, a company those to its vacancies, an
 * admin all. A company is read from the database (its approval may change while its session
 * lives): a company the career centre has not approved gets the status refusal, not applicants.
 */
export async function applicationScope(
  deps: DomainDeps,
  viewer: NonNullable<Viewer>,
): Promise<DomainResult<ApplicationScope>> {
  if (viewer.kind === 'admin') return success({ audience: 'admin', where: undefined });
  if (viewer.kind === 'student')
    return success({ audience: 'student', where: eq(applications.studentId, viewer.id) });
  const refused = await refuseUnlessApproved(deps.db, viewer);
  if (refused) return refused;
  return success({ audience: 'company', where: eq(applications.companyId, viewer.id) });
}
