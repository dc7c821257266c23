import { eq } from 'drizzle-orm';
import type { CompanyIdentity, IdentityChange } from '../../../shared/contract/verification.contract';
import { type companies, companyIdentityChanges } from '../../db/schema';
import type { DomainDeps } from '../deps';

type Executor = Pick<DomainDeps['db'], 'select' | 'insert' | 'update' | 'delete'>;
type ChangeRow = typeof companyIdentityChanges.$inferSelect;

export const identityOf = (row: {
  name: string;
  inn: string | null;
  contactPerson: string | null;
}): CompanyIdentity => ({ name: row.name, inn: row.inn ?? '', contactPerson: row.contactPerson });

const sameIdentity = (a: CompanyIdentity, b: CompanyIdentity): boolean =>
  a.name === b.name && a.inn === b.inn && (a.contactPerson ?? '') === (b.contactPerson ?? '');

const changeOf = (row: ChangeRow): IdentityChange => ({
  status: row.status,
  proposed: identityOf(row),
  reason: row.reason,
  requestedAt: row.requestedAt.toISOString(),
});

export async function readIdentityChange(db: Executor, companyId: number): Promise<IdentityChange | null> {
  const [row] = await db
    .select()
    .from(companyIdentityChanges)
    .where(eq(companyIdentityChanges.companyId, companyId));
  return row ? changeOf(row) : null;
}

type Current = typeof companies.$inferSelect;

/**
 * What a company's save does with its identity (inside the save's transaction, row locked):
 * an unverified company changes it at once; a verified one keeps the approved identity public
 * and files the new one for review (one proposal a company, the newest wins). Saving the
 * approved values again withdraws a proposal. Answers whether a new proposal was filed.
 */
export async function applyIdentity(
  tx: Executor,
  current: Current,
  proposed: CompanyIdentity,
  now: Date,
): Promise<{ identity: CompanyIdentity; filed: boolean }> {
  const approved = identityOf(current);
  const withdraw = () =>
    tx.delete(companyIdentityChanges).where(eq(companyIdentityChanges.companyId, current.id));
  if (current.status !== 'approved') {
    await withdraw();
    return { identity: proposed, filed: false };
  }
  if (sameIdentity(approved, proposed)) {
    await withdraw();
    return { identity: approved, filed: false };
  }
  const [before] = await tx
    .select()
    .from(companyIdentityChanges)
    .where(eq(companyIdentityChanges.companyId, current.id));
  // Saving the same proposal again (e.g. the phone changed) neither re-files nor re-notifies.
  if (before?.status === 'pending' && sameIdentity(identityOf(before), proposed))
    return { identity: approved, filed: false };
  const values = {
    name: proposed.name,
    inn: proposed.inn,
    contactPerson: proposed.contactPerson,
    status: 'pending' as const,
    reason: null,
    requestedAt: now,
  };
  await tx
    .insert(companyIdentityChanges)
    .values({ companyId: current.id, ...values })
    .onConflictDoUpdate({ target: companyIdentityChanges.companyId, set: values });
  return { identity: approved, filed: true };
}
