import { eq } from 'drizzle-orm';
import type { VacancyDetail } from '../../../shared/contract/vacancy.contract';
import { publishProblems, type VacancyArchiveRequest } from '../../../shared/contract/vacancy-input.contract';
import type { VacancyStatus } from '../../../shared/dictionaries';
import { messages } from '../../../shared/messages';
import { vacancies } from '../../db/schema';
import { notifyStudents } from '../applications/notify-student';
import { rejectOpenApplications } from '../applications/reject-on-archive';
import type { DomainDeps } from '../deps';
import { closeInterviewsOf } from '../interviews/close-interviews';
import { type DomainResult, failure, success } from '../result';
import { queueVacancyMatch } from '../subscription-alerts/queue-vacancy-match';
import type { Viewer } from '../viewer';
import { readVacancyDetail } from './get-vacancy';
import { bumpIfPublic, lockVacancyForWrite, RETURN_ANSWERED } from './vacancy-writes';

/**
 * POST /api/vacancy/archive/: archive, or restore to published. A restored vacancy keeps its
 * original publishedAt, so it does not come back as "new" to students (POST /api/vacancy/recent).
 * Archiving rejects the open applications (docs/decisions/020); their students' messages are
 * queued in the same transaction (docs/decisions/022-durable-outbox.md).
 */
export async function archiveVacancy(
  deps: DomainDeps,
  viewer: Viewer,
  request: VacancyArchiveRequest,
): Promise<DomainResult<VacancyDetail>> {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx): Promise<DomainResult<VacancyDetail>> => {
    const locked = await lockVacancyForWrite(tx, request.id, viewer, deps.now());
    if (!locked.ok) return locked;
    const before = locked.vacancy;
    const status: VacancyStatus = request.archived ? 'archived' : 'published';
    // Back in the search only complete (an archived draft, or one archived before the rule).
    const restoring = status === 'published' && before.status !== 'published';
    if (restoring && Object.keys(publishProblems({ ...before, address: before.address ?? '' })).length > 0)
      return failure('conflict', messages.vacancyIncompleteToRestore);
    if (status !== before.status) {
      await tx
        .update(vacancies)
        .set(
          request.archived
            ? { status, archivedAt: now, updatedAt: now }
            : // An archived draft was never public: restoring publishes it now.
              {
                status,
                archivedAt: null,
                publishedAt: before.publishedAt ?? now,
                ...RETURN_ANSWERED,
                updatedAt: now,
              },
        )
        .where(eq(vacancies.id, request.id));
      await bumpIfPublic(tx, before.status, status);
      if (status === 'archived') {
        const news = await rejectOpenApplications(tx, request.id, request.rejectionMessage, now);
        await notifyStudents(deps, tx, news);
        // Their upcoming interviews go with them: the times freed, both calendars told (decision 057).
        for (const item of news)
          await closeInterviewsOf(deps, tx, item.applicationId, 'company', item.message ?? '', now);
      } else await queueVacancyMatch(tx, request.id, now);
    }
    const detail = await readVacancyDetail(tx, request.id, viewer, deps.now());
    return detail ? success(detail) : failure('not-found', messages.vacancyNotFound);
  });
  return result;
}
