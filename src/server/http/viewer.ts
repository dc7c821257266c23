import type { Viewer } from '../domain/viewer';
import type { AppContext } from './context';

/** The domain's view of the caller; null for a guest. */
export function viewerOf(c: AppContext): Viewer {
  const session = c.get('session');
  return session ? { kind: session.accountKind, id: session.accountId } : null;
}
