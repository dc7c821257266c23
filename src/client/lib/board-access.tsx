/**
 * Role gating of the board screens. The server enforces every permission anyway; this only spares
 * a guest or a student a screen of failed requests and tells them where to go instead.
 */
import type { JSX } from 'react';
import { Link, useLocation } from 'wouter';
import type { AccountKind } from '../../shared/contract/auth.contract';
import { paths } from '../../shared/paths';
import { authAtom } from './app-state';
import { usePageTitle } from './page-title';
import { useAtomValue } from './store';

export type BoardRole = Extract<AccountKind, 'company' | 'admin'>;

/** The signed-in role when it is one of `allowed`, else null. */
function useBoardRole(allowed: readonly BoardRole[]): BoardRole | null {
  const auth = useAtomValue(authAtom);
  const kind = auth?.kind;
  return kind !== undefined && kind !== 'student' && allowed.includes(kind) ? kind : null;
}

interface NoAccessProps {
  allowed: readonly BoardRole[];
}

const SECTION_TITLES: Record<string, string> = {
  'company,admin': 'Раздел для компаний и администраторов',
  company: 'Раздел для компаний',
  admin: 'Раздел для администраторов',
};

/** «Нет доступа», with the sign-in that fits the section and a way back here afterwards. */
function NoAccess({ allowed }: NoAccessProps): JSX.Element {
  const [location] = useLocation();
  const auth = useAtomValue(authAtom);
  const title = SECTION_TITLES[allowed.join(',')] ?? 'Нет доступа';
  usePageTitle(title);
  const loginPath = allowed.length === 1 && allowed[0] === 'admin' ? paths.adminLogin : paths.login;
  return (
    <section className="board-empty board-empty--access" aria-labelledby="no-access-title">
      <h1 id="no-access-title">{title}</h1>
      <p className="muted">
        {auth === null
          ? 'Нет доступа: войдите в аккаунт, чтобы продолжить.'
          : 'Нет доступа: с вашим аккаунтом этот раздел недоступен. Войдите под другим аккаунтом.'}
      </p>
      <div className="board-empty__actions">
        {auth === null ? (
          <Link href={`${loginPath}?next=${encodeURIComponent(location)}`} className="button button--primary">
            Войти
          </Link>
        ) : null}
        <Link href={paths.home} className="button button--secondary">
          На главную
        </Link>
      </div>
    </section>
  );
}

interface BoardGateProps {
  allowed: readonly BoardRole[];
  children: (role: BoardRole) => JSX.Element;
}

/** Renders the screen for an allowed role, «нет доступа» for everyone else. */
export function BoardGate({ allowed, children }: BoardGateProps): JSX.Element {
  const role = useBoardRole(allowed);
  return role === null ? <NoAccess allowed={allowed} /> : children(role);
}
