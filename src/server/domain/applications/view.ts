import { eq } from 'drizzle-orm';
import type { ApplicationItem } from '../../../shared/contract/application.contract';
import { applicationEvents, applications } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import type { Viewer } from '../viewer';
import { applicationMessages } from './application-messages';
import { readApplicationItems } from './application-rows';
import { applicationScope } from './application-scope';
import { lockApplicationInScope } from './lock-application';

/**
 * POST /api/application/view/ — one application as its reader may see it. The company's first
 * open stamps `viewed_at` and moves «new» to «viewed» (a recorded move, docs/decisions/020), so
 * the student's «Просмотрен» means a person of the company saw it; an admin's or the student's
 * own open changes nothing. The student is not notified of «viewed».
 */
export async function viewApplication(
  deps: DomainDeps,
  viewer: NonNullable<Viewer>,
  id: number,
): Promise<DomainResult<ApplicationItem>> {
  const scope = await applicationScope(deps, viewer);
  if (!scope.ok) return scope;
  const now = deps.now();
  const found = await deps.db.transaction(async (tx) => {
    const row = await lockApplicationInScope(tx, id, scope.value.where);
    if (!row) return false;
    if (viewer.kind !== 'company' || row.viewedAt !== null) return true;
    const opensNew = row.status === 'new';
    await tx
      .update(applications)
      .set(opensNew ? { viewedAt: now, status: 'viewed', updatedAt: now } : { viewedAt: now })
      .where(eq(applications.id, id));
    if (opensNew)
      await tx.insert(applicationEvents).values({
        applicationId: id,
        fromStatus: 'new',
        toStatus: 'viewed',
        actor: 'company',
        actorId: viewer.id,
        at: now,
      });
    return true;
  });
  if (!found) return failure('not-found', applicationMessages.notFound);
  const [item] = await readApplicationItems(deps.db, [id], scope.value.audience);
  return item ? success(item) : failure('not-found', applicationMessages.notFound);
}
