import { and, eq } from 'drizzle-orm';
import { type ApplicationItem, isWithdrawable } from '../../../shared/contract/application.contract';
import { applications } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { closeInterviewsOf } from '../interviews/close-interviews';
import { type DomainResult, failure, success } from '../result';
import { applicationMessages } from './application-messages';
import { countStudentAction } from './application-quotas';
import { readApplicationItems } from './application-rows';
import { recordApplicationMove } from './record-move';

const WITHDRAWN_INTERVIEW_MESSAGE = 'Студент отозвал отклик.';

/**
 * POST /api/application/withdraw/ (the student). Only their own (another's is «not found») and
 * only while open; a withdrawn application frees the pair for a new one (docs/decisions/020), after
 * a wait and only a few times (application-quotas.ts, docs/decisions/056).
 */
export async function withdrawApplication(
  deps: DomainDeps,
  studentId: number,
  id: number,
): Promise<DomainResult<ApplicationItem>> {
  const now = deps.now();
  const refusal = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.studentId, studentId)))
      .for('update');
    if (!row) return failure('not-found', applicationMessages.notFound);
    if (!isWithdrawable(row.status)) return failure('conflict', applicationMessages.notOpen);
    const overLimit = await countStudentAction(tx, studentId, 'withdrawn', now);
    if (overLimit) return overLimit;
    await recordApplicationMove(tx, {
      applicationId: id,
      from: row.status,
      to: 'withdrawn',
      actor: 'student',
      actorId: studentId,
      message: null,
      at: now,
    });
    // Its upcoming interview is cancelled with it: the time is freed, the company told (decision 057).
    await closeInterviewsOf(deps, tx, id, 'student', WITHDRAWN_INTERVIEW_MESSAGE, now);
    return null;
  });
  if (refusal) return refusal;
  const [item] = await readApplicationItems(deps.db, [id], 'student');
  return item ? success(item) : failure('not-found', applicationMessages.notFound);
}
