import { eq } from 'drizzle-orm';
import type { VacancyDetail } from '../../../shared/contract/vacancy.contract';
import type { VacancyReturnRequest } from '../../../shared/contract/vacancy-moderation.contract';
import { messages } from '../../../shared/messages';
import type { Executor } from '../../db/client';
import { vacancies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import { queueVacancyMatch } from '../subscription-alerts/queue-vacancy-match';
import { readVacancyDetail } from './get-vacancy';
import { tellCompanyOfModeration } from './moderation-notice';
import { bumpIfPublic, type LockedVacancy, lockVacancyForWrite } from './vacancy-writes';

/**
 * The career centre's moderation (issue 24, item 19; docs/decisions/052). Admins only (the
 * declarations say so). Each move is one transaction: the row under lock, who and when, the
 * public caches bumped (so the vacancy leaves or joins every public list on the next request, on
 * every instance), and the company's notice queued in the outbox.
 */
type Move = (tx: Executor, locked: LockedVacancy, now: Date) => Promise<DomainResult<null>>;

async function moderate(
  deps: DomainDeps,
  adminId: number,
  id: number,
  move: Move,
): Promise<DomainResult<VacancyDetail>> {
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<DomainResult<VacancyDetail>> => {
    const locked = await lockVacancyForWrite(tx, id, { kind: 'admin', id: adminId }, now);
    if (!locked.ok) return locked;
    const moved = await move(tx, locked.vacancy, now);
    if (!moved.ok) return moved;
    const detail = await readVacancyDetail(tx, id, { kind: 'admin', id: adminId }, now);
    return detail ? success(detail) : failure('not-found', messages.vacancyNotFound);
  });
}

/** POST /api/vacancy/moderation/hide/: a published vacancy leaves every public read at once. */
export function hideVacancy(
  deps: DomainDeps,
  adminId: number,
  id: number,
): Promise<DomainResult<VacancyDetail>> {
  return moderate(deps, adminId, id, async (tx, vacancy, now) => {
    if (vacancy.hiddenAt !== null) return failure('conflict', messages.vacancyAlreadyHidden);
    if (vacancy.status !== 'published') return failure('conflict', messages.vacancyHideNotPublished);
    await tx
      .update(vacancies)
      .set({ hiddenAt: now, hiddenBy: adminId, updatedAt: now })
      .where(eq(vacancies.id, vacancy.id));
    await bumpIfPublic(tx, vacancy.status);
    await tellCompanyOfModeration(deps, tx, vacancy, { action: 'hidden', reason: null });
    return success(null);
  });
}

/** POST /api/vacancy/moderation/show/: undoes a hide; a published vacancy is public again. */
export function showVacancy(
  deps: DomainDeps,
  adminId: number,
  id: number,
): Promise<DomainResult<VacancyDetail>> {
  return moderate(deps, adminId, id, async (tx, vacancy, now) => {
    if (vacancy.hiddenAt === null) return failure('conflict', messages.vacancyNotHidden);
    await tx
      .update(vacancies)
      .set({ hiddenAt: null, hiddenBy: null, updatedAt: now })
      .where(eq(vacancies.id, vacancy.id));
    await bumpIfPublic(tx, vacancy.status);
    // Saved searches learn of it as of a new publication; a subscription it already reached is not told twice.
    if (vacancy.status === 'published') await queueVacancyMatch(tx, vacancy.id, now);
    await tellCompanyOfModeration(deps, tx, vacancy, { action: 'shown', reason: null });
    return success(null);
  });
}

/**
 * POST /api/vacancy/moderation/return/: the vacancy becomes a draft carrying the reason; its
 * company fixes it and publishes it again (save-vacancy.ts clears the reason then). Open
 * applications stay: the company still answers them.
 */
export function returnVacancy(
  deps: DomainDeps,
  adminId: number,
  request: VacancyReturnRequest,
): Promise<DomainResult<VacancyDetail>> {
  return moderate(deps, adminId, request.id, async (tx, vacancy, now) => {
    if (vacancy.status !== 'published') return failure('conflict', messages.vacancyReturnNotPublished);
    await tx
      .update(vacancies)
      .set({
        status: 'draft',
        returnedAt: now,
        returnedBy: adminId,
        returnReason: request.reason,
        updatedAt: now,
      })
      .where(eq(vacancies.id, vacancy.id));
    await bumpIfPublic(tx, vacancy.status);
    await tellCompanyOfModeration(deps, tx, vacancy, { action: 'returned', reason: request.reason });
    return success(null);
  });
}
