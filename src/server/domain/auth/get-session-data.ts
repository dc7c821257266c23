import type { SessionData } from '../../../shared/contract/auth.contract';
import type { SessionRecord } from '../../auth/sessions';
import { findAccountById } from '../accounts/find-account';
import type { DomainDeps } from '../deps';

/** What the client may know of a live session; null when its account has been removed. */
export async function getSessionData(deps: DomainDeps, session: SessionRecord): Promise<SessionData | null> {
  const account = await findAccountById(deps.db, session.accountKind, session.accountId);
  return account ? { kind: account.kind, token: session.id, account } : null;
}
