import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { vacancies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import type { Viewer } from '../viewer';
import { bumpIfPublic, lockVacancyForWrite } from './vacancy-writes';

/**
 * DELETE /api/vacancy/:id/. A company deletes only its drafts: what students have seen is
 * archived instead, so links and favourites keep working. Admins may delete anything (moderation).
 */
export async function deleteVacancy(
  deps: DomainDeps,
  viewer: Viewer,
  id: number,
): Promise<DomainResult<null>> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockVacancyForWrite(tx, id, viewer, deps.now());
    if (!locked.ok) return locked;
    if (viewer?.kind !== 'admin' && locked.vacancy.status !== 'draft') {
      return failure('conflict', messages.vacancyDeletePublished);
    }
    // A draft students once saw (the career centre returned it) keeps its applications and links.
    if (viewer?.kind !== 'admin' && locked.vacancy.publishedAt !== null) {
      return failure('conflict', messages.vacancyDeleteReturned);
    }
    await tx.delete(vacancies).where(eq(vacancies.id, id));
    await bumpIfPublic(tx, locked.vacancy.status);
    return success(null);
  });
}
