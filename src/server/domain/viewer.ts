import type { AccountKind } from '../../shared/contract/auth.contract';

/** Who is asking, as the domain sees it: an account or a guest (null). No HTTP here. */
export type Viewer = { kind: AccountKind; id: number } | null;

export const isAdmin = (viewer: Viewer): boolean => viewer?.kind === 'admin';

/** A company manages its own rows; an admin manages everyone's. */
export function canManageCompany(viewer: Viewer, companyId: number): boolean {
  if (!viewer) return false;
  return viewer.kind === 'admin' || (viewer.kind === 'company' && viewer.id === companyId);
}
