import { and, eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { verificationMessages } from '../../../shared/verification-messages';
import { bumpCacheVersions } from '../../cache/cache-versions';
import { companies, students } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { enqueueNotification } from '../outbox/enqueue';
import { type DomainResult, failure, success } from '../result';

/**
 * POST /api/account/review-request/: a denied student or company, having fixed its profile, goes
 * back to the admins' queue (status pending; the old reason is kept until the next decision, so
 * the screen can still show it). Pending: nothing to do (409); approved: no review needed (409).
 * The admins hear of it in Telegram: queued with the move (docs/decisions/022-durable-outbox.md).
 */
export async function requestReview(
  deps: DomainDeps,
  account: { kind: 'student' | 'company'; id: number },
): Promise<DomainResult<{ status: 'pending' }>> {
  const table = account.kind === 'student' ? students : companies;
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(table).where(eq(table.id, account.id)).for('update');
    if (!row) return null;
    if (row.status !== 'denied') return row.status;
    await tx
      .update(table)
      .set({ status: 'pending', updatedAt: deps.now() })
      .where(and(eq(table.id, account.id), eq(table.status, 'denied')));
    // A company's status decides what the public lists show.
    if (account.kind === 'company') await bumpCacheVersions(tx, ['vacancies', 'companies', 'dictionaries']);
    const name = 'name' in row ? row.name : `${row.firstName} ${row.lastName}`;
    await enqueueNotification(
      deps,
      tx,
      { admins: true },
      { type: 'registration-pending', kind: account.kind, accountId: account.id, name, again: 'review' },
    );
    return { name };
  });
  if (outcome === null) return failure('not-found', messages.sessionExpired);
  if (outcome === 'pending') return failure('conflict', verificationMessages.reviewAlreadyPending);
  if (outcome === 'approved') return failure('conflict', verificationMessages.reviewNotNeeded);
  return success({ status: 'pending' });
}
