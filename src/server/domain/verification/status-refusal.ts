import { eq } from 'drizzle-orm';
import { STATUS_REFUSAL_CODES } from '../../../shared/contract/verification.contract';
import type { AccountStatus } from '../../../shared/dictionaries';
import { verificationMessages } from '../../../shared/verification-messages';
import { companies, students } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainFailure, failure } from '../result';

/**
 * A 403 refused because of the account's own status: the message says why and what to do, the
 * code lets the screen offer «Запросить повторную проверку» (decision 015). Every status-based
 * refusal goes through here, so no screen is left with a generic «нет доступа».
 */
function statusRefusal(kind: 'student' | 'company', status: 'pending' | 'denied'): DomainFailure {
  const message =
    kind === 'student'
      ? status === 'pending'
        ? verificationMessages.studentPending
        : verificationMessages.studentDenied
      : status === 'pending'
        ? verificationMessages.companyPending
        : verificationMessages.companyDenied;
  return failure('forbidden', message, STATUS_REFUSAL_CODES[status]);
}

type StatusReader = Pick<DomainDeps['db'], 'select'>;

/** The account's current status (read per request: an approval may change while a session lives). */
export async function accountStatusOf(
  db: StatusReader,
  account: { kind: 'student' | 'company'; id: number },
): Promise<AccountStatus | null> {
  const table = account.kind === 'student' ? students : companies;
  const [row] = await db
    .select({ status: table.status })
    .from(table)
    .where(eq(table.id, account.id))
    .limit(1);
  return row?.status ?? null;
}

/** Null when the account is approved (admins always are); otherwise the refusal its status calls for. */
export async function refuseUnlessApproved(
  db: StatusReader,
  account: { kind: 'student' | 'company' | 'admin'; id: number },
): Promise<DomainFailure | null> {
  if (account.kind === 'admin') return null;
  const status = await accountStatusOf(db, { kind: account.kind, id: account.id });
  if (status === 'approved') return null;
  return statusRefusal(account.kind, status ?? 'pending');
}
