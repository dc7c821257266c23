import type { AccountKind } from '../../shared/contract/auth';
import { messages } from '../../shared/messages';
import type { SessionRecord } from '../auth/sessions';
import type { Viewer } from '../domain/viewer';
import type { AppContext } from './context';
import { fail } from './envelope';

export type Authorised = { ok: true; session: SessionRecord } | { ok: false; response: Response };

/** The signed-in account of one of `kinds`: 401 for a guest, 403 for any other kind. */
export function requireAccount(c: AppContext, kinds: readonly AccountKind[]): Authorised {
  const session = c.get('session');
  if (!session) return { ok: false, response: fail(c, 401, messages.unauthorized) };
  if (!kinds.includes(session.accountKind)) return { ok: false, response: fail(c, 403, messages.forbidden) };
  return { ok: true, session };
}

/** The domain's view of the caller; null for a guest. */
export function viewerOf(c: AppContext): Viewer {
  const session = c.get('session');
  return session ? { kind: session.accountKind, id: session.accountId } : null;
}
