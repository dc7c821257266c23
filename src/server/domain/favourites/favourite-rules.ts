import { and, eq } from 'drizzle-orm';
import type { AccountKind } from '../../../shared/contract/auth.contract';
import type { FavouriteTarget } from '../../../shared/contract/favourite.contract';
import { messages } from '../../../shared/messages';
import { favourites } from '../../db/schema';
import { type DomainFailure, failure } from '../result';

/** Who keeps which kind: students keep vacancies, companies keep students; nobody else keeps any. */
const OWNER_OF: Record<FavouriteTarget, AccountKind> = { vacancy: 'student', student: 'company' };

export type FavouriteOwner = { kind: AccountKind; id: number };

/** A refusal when `owner` may not keep favourites of `targetKind`, otherwise null. */
export function wrongKind(owner: FavouriteOwner, targetKind: FavouriteTarget): DomainFailure | null {
  return OWNER_OF[targetKind] === owner.kind ? null : failure('forbidden', messages.favouriteWrongKind);
}

/** The owner's rows of one kind: every read and write goes through this, so none sees another's. */
export function ownRows(owner: FavouriteOwner, targetKind: FavouriteTarget) {
  return and(
    eq(favourites.ownerKind, owner.kind),
    eq(favourites.ownerId, owner.id),
    eq(favourites.targetKind, targetKind),
  );
}
