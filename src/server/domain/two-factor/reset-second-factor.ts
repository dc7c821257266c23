import { eq } from 'drizzle-orm';
import { twoFactorMessages } from '../../../shared/contract/two-factor.contract';
import { messages } from '../../../shared/messages';
import { deleteAccountSessions } from '../../auth/sessions';
import { adminRecoveryCodes, adminSecondFactors, admins } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';

/**
 * An admin resets another admin's second factor (a lost phone): the factor and the recovery
 * codes go, and so do the other admin's sessions, so their next sign-in enrols again. Not one's
 * own: a stolen session must not be able to swap the factor (docs/decisions/016).
 */
export async function resetSecondFactor(
  deps: DomainDeps,
  actorId: number,
  adminId: number,
): Promise<DomainResult<null>> {
  if (actorId === adminId) return failure('forbidden', twoFactorMessages.resetSelf);
  return deps.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.id, adminId))
      .for('update');
    if (!target) return failure('not-found', messages.adminNotFound);
    await tx.delete(adminSecondFactors).where(eq(adminSecondFactors.adminId, adminId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
    await deleteAccountSessions(tx, { kind: 'admin', id: adminId });
    return success(null);
  });
}
