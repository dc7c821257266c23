import { deleteSession, type SessionRecord } from '../../auth/sessions';
import type { DomainDeps } from '../deps';

/**
 * Ends the session, if there is one. Signing out is idempotent: a request without a live
 * session succeeds too, so a client whose session already expired can still clean up.
 */
export async function signOut(deps: DomainDeps, session: SessionRecord | null): Promise<void> {
  if (session) await deleteSession(deps.db, session.id);
}
