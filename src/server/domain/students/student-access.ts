import { studentMessages } from '../../../shared/student-messages';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import { refuseUnlessApproved } from '../verification/status-refusal';
import type { Viewer } from '../viewer';

/** Who reads the catalogue: an admin sees every status, an approved company approved students only. */
export type StudentAudience = 'admin' | 'company';

/**
 * The route has already refused guests (401) and students (403); a company is read from the
 * database because its approval may change while its session lives.
 */
export async function studentAudience(
  deps: DomainDeps,
  viewer: NonNullable<Viewer>,
): Promise<DomainResult<StudentAudience>> {
  if (viewer.kind === 'admin') return success('admin');
  if (viewer.kind !== 'company') return failure('forbidden', studentMessages.companyNotApproved);
  const refused = await refuseUnlessApproved(deps.db, { kind: 'company', id: viewer.id });
  return refused ?? success('company');
}
