import { eq } from 'drizzle-orm';
import type { ApplicationItem, ApplicationNote } from '../../../shared/contract/application.contract';
import { applications } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import { applicationMessages } from './application-messages';
import { readApplicationItems } from './application-rows';
import { applicationScope } from './application-scope';
import { lockApplicationInScope } from './lock-application';

/**
 * POST /api/application/note/ (the company the student applied to). The note is the company's
 * own memo («позвонить в пятницу»): the student never sees it, and it is not a move, so neither
 * the history nor `updated_at` (the list's «updated» order, which follows moves) changes.
 * An empty text removes it.
 */
export async function saveApplicationNote(
  deps: DomainDeps,
  companyId: number,
  input: ApplicationNote,
): Promise<DomainResult<ApplicationItem>> {
  const scope = await applicationScope(deps, { kind: 'company', id: companyId });
  if (!scope.ok) return scope;
  const found = await deps.db.transaction(async (tx) => {
    const row = await lockApplicationInScope(tx, input.id, scope.value.where);
    if (!row) return false;
    await tx
      .update(applications)
      .set({ note: input.note === '' ? null : input.note })
      .where(eq(applications.id, input.id));
    return true;
  });
  if (!found) return failure('not-found', applicationMessages.notFound);
  const [item] = await readApplicationItems(deps.db, [input.id], 'company');
  return item ? success(item) : failure('not-found', applicationMessages.notFound);
}
