import { type DomainResult, failure, success } from './result';

/** Why a batch move left an id where it was: absent (or not the caller's to see), or not allowed. */
type SkipCode = 'not-found' | 'refused';

export type SkippedMove = { id: number; code: SkipCode; reason: string };

/** The answer of a batch move: what moved, and each skipped id with its Russian reason. */
export type BatchMoveResult<TItem> = {
  items: TItem[];
  skipped: { id: number; reason: string }[];
};

/**
 * The outcome of a batch status move (feedback's and applications' changeStatus). A move that
 * changed something succeeds and reports the skipped ids; one that changed nothing is refused as
 * a whole: not found when every id was missing, a conflict when some could not move. The choice
 * rests on each skip's code, never on its message, and the route maps it to HTTP (http/domain-failure.ts).
 */
export function batchMoveOutcome<TItem>(
  items: TItem[],
  skipped: readonly SkippedMove[],
  notFoundMessage: string,
): DomainResult<BatchMoveResult<TItem>> {
  if (items.length === 0) {
    const missing = skipped.every((item) => item.code === 'not-found');
    return failure(missing ? 'not-found' : 'conflict', skipped[0]?.reason ?? notFoundMessage);
  }
  return success({ items, skipped: skipped.map(({ id, reason }) => ({ id, reason })) });
}
