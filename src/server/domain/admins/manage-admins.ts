import { and, asc, eq } from 'drizzle-orm';
import type {
  AdminCreateInput,
  AdminItem,
  AdminList,
  AdminRenameInput,
} from '../../../shared/contract/admin.contract';
import { messages } from '../../../shared/messages';
import { hashPassword } from '../../auth/passwords';
import { admins, sessions } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, invalid, success } from '../result';

/** A unique violation: two admins created with one email at once; the loser gets the field error. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const itemOf = (row: { id: number; email: string; name: string }, selfId: number): AdminItem => ({
  id: row.id,
  email: row.email,
  name: row.name,
  self: row.id === selfId,
});

export async function listAdmins(deps: DomainDeps, selfId: number): Promise<AdminList> {
  const rows = await deps.db
    .select({ id: admins.id, email: admins.email, name: admins.name })
    .from(admins)
    .orderBy(asc(admins.id));
  return { items: rows.map((row) => itemOf(row, selfId)) };
}

export async function createAdmin(
  deps: DomainDeps,
  selfId: number,
  input: AdminCreateInput,
): Promise<DomainResult<AdminItem>> {
  const [taken] = await deps.db.select({ id: admins.id }).from(admins).where(eq(admins.email, input.email));
  if (taken) return invalid({ email: messages.adminEmailTaken });
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await deps.db
      .insert(admins)
      .values({ email: input.email, name: input.name, passwordHash })
      .returning({ id: admins.id, email: admins.email, name: admins.name });
    if (!row) throw new Error('admin insert returned nothing');
    return success(itemOf(row, selfId));
  } catch (error) {
    if (isUniqueViolation(error)) return invalid({ email: messages.adminEmailTaken });
    throw error;
  }
}

export async function renameAdmin(
  deps: DomainDeps,
  selfId: number,
  id: number,
  input: AdminRenameInput,
): Promise<DomainResult<AdminItem>> {
  const [row] = await deps.db
    .update(admins)
    .set({ name: input.name, updatedAt: deps.now() })
    .where(eq(admins.id, id))
    .returning({ id: admins.id, email: admins.email, name: admins.name });
  return row ? success(itemOf(row, selfId)) : failure('not-found', messages.adminNotFound);
}

/**
 * DELETE /api/admin/:id/. Every admin row is locked (in id order, so two deletes queue rather
 * than deadlock) before counting: of two concurrent deletes of the last two admins the second
 * waits, recounts one and is refused. A count without the lock would let both pass.
 * Deleting oneself is refused: the form would sign its own user out mid-action, and asking
 * another admin keeps at least one witness (docs/decisions/008-profiles-and-admins.md).
 */
export async function deleteAdmin(deps: DomainDeps, selfId: number, id: number): Promise<DomainResult<null>> {
  if (id === selfId) return failure('conflict', messages.adminSelfDelete);
  return deps.db.transaction(async (tx) => {
    const rows = await tx.select({ id: admins.id }).from(admins).orderBy(asc(admins.id)).for('update');
    if (!rows.some((row) => row.id === id)) return failure('not-found', messages.adminNotFound);
    if (rows.length <= 1) return failure('conflict', messages.lastAdmin);
    await tx.delete(admins).where(eq(admins.id, id));
    // The removed admin's sessions end with the account: no request may act as it afterwards.
    await tx.delete(sessions).where(and(eq(sessions.accountKind, 'admin'), eq(sessions.accountId, id)));
    return success(null);
  });
}
