import { and, eq } from 'drizzle-orm';
import type {
  FavouriteSwitchRequest,
  FavouriteSwitchResult,
} from '../../../shared/contract/favourite.contract';
import { messages } from '../../../shared/messages';
import type { Executor } from '../../db/client';
import { companies, favourites, students, vacancies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import { visibleToStudents } from '../vacancies/vacancy-visibility';
import { refuseUnlessApproved } from '../verification/status-refusal';
import { type FavouriteOwner, ownRows, wrongKind } from './favourite-rules';

/**
 * A round fails only when another call added the row between this call's DELETE and INSERT, and
 * that call then returns: with N copies at once a call settles within N rounds. A double click
 * needs two; the bound covers a client firing many at once, and past it the call answers 409.
 */
const MAX_ROUNDS = 16;

/**
 * POST /api/favourite/switch: removes the favourite if it is there, adds it otherwise, and
 * answers the new state. No transaction: each statement is atomic on its own and the unique pair
 * index arbitrates — DELETE … RETURNING tells whether this call removed the row, INSERT … ON
 * CONFLICT DO NOTHING whether it added one. When a concurrent call added the row between the two,
 * this call removes it, so a double click ends on/off, never in an error or a duplicate.
 *
 * Removing needs no visibility check (it reveals nothing and lets a student drop a favourite of
 * a vacancy since archived); adding does: only what the owner may see can be favourited (404).
 */
export async function switchFavourite(
  deps: DomainDeps,
  owner: FavouriteOwner,
  request: FavouriteSwitchRequest,
): Promise<DomainResult<FavouriteSwitchResult>> {
  const refused = wrongKind(owner, request.targetKind);
  if (refused) return refused;
  // A student's favourites are bookmarks of public vacancies: they reveal nothing and wait for no
  // review, so a student keeps them whatever their status. A company's favourites are students,
  // whom only an approved company may see (docs/decisions/051).
  if (owner.kind === 'company') {
    const notApproved = await refuseUnlessApproved(deps.db, owner);
    if (notApproved) return notApproved;
  }
  const own = and(ownRows(owner, request.targetKind), eq(favourites.targetId, request.targetId));
  let checked = false;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const removed = await deps.db.delete(favourites).where(own).returning({ id: favourites.id });
    if (removed.length > 0) return success({ favourite: false });
    if (!checked) {
      if (!(await targetVisible(deps.db, request, deps.now())))
        return failure(
          'not-found',
          request.targetKind === 'vacancy' ? messages.vacancyNotFound : messages.favouriteStudentNotFound,
        );
      checked = true;
    }
    const added = await deps.db
      .insert(favourites)
      .values({
        ownerKind: owner.kind,
        ownerId: owner.id,
        targetKind: request.targetKind,
        targetId: request.targetId,
        createdAt: deps.now(),
      })
      .onConflictDoNothing()
      .returning({ id: favourites.id });
    if (added.length > 0) return success({ favourite: true });
    // A concurrent switch added it first: this one is the second click, so it takes it away.
  }
  // More copies of this switch at once than rounds: a refusal to retry, not a server error.
  return failure('conflict', messages.favouriteFailed);
}

/** Vacancies as guests see them (published, approved company); students once approved. */
async function targetVisible(db: Executor, request: FavouriteSwitchRequest, now: Date): Promise<boolean> {
  if (request.targetKind === 'vacancy') {
    const [row] = await db
      .select({ id: vacancies.id })
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(and(eq(vacancies.id, request.targetId), visibleToStudents(now)))
      .limit(1);
    return row !== undefined;
  }
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, request.targetId), eq(students.status, 'approved')))
    .limit(1);
  return row !== undefined;
}
