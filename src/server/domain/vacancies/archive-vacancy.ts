import { eq } from 'drizzle-orm';
import type { VacancyArchiveRequest, VacancyDetail } from '../../../shared/contract/vacancy';
import type { VacancyStatus } from '../../../shared/dictionaries';
import { messages } from '../../../shared/messages';
import { vacancies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import type { Viewer } from '../viewer';
import { readVacancyDetail } from './get-vacancy';
import { bumpIfPublic, lockVacancyForWrite } from './vacancy-writes';

/**
 * POST /api/vacancy/archive/: archive, or restore to published. A restored vacancy keeps its
 * original publishedAt, so it does not come back as "new" to students (POST /api/vacancy/recent).
 */
export async function archiveVacancy(
  deps: DomainDeps,
  viewer: Viewer,
  request: VacancyArchiveRequest,
): Promise<DomainResult<VacancyDetail>> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const locked = await lockVacancyForWrite(tx, request.id, viewer, deps.now());
    if (!locked.ok) return locked;
    const before = locked.vacancy;
    const status: VacancyStatus = request.archived ? 'archived' : 'published';
    if (status !== before.status) {
      await tx
        .update(vacancies)
        .set(
          request.archived
            ? { status, archivedAt: now, updatedAt: now }
            : // An archived draft was never public: restoring publishes it now.
              { status, archivedAt: null, publishedAt: before.publishedAt ?? now, updatedAt: now },
        )
        .where(eq(vacancies.id, request.id));
      await bumpIfPublic(tx, before.status, status);
    }
    const detail = await readVacancyDetail(tx, request.id, viewer, deps.now());
    return detail ? success(detail) : failure('not-found', messages.vacancyNotFound);
  });
}
