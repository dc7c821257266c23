import { type JSX, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../shared/paths';
import { accountAtom, authAtom } from '../lib/app-state';
import { useNext, withNext } from '../lib/next-path';
import { useServices } from '../lib/services';
import { useAtomValue, useStore } from '../lib/store';
import { Button } from '../ui/button';
import { kindTitles } from '../ui/kind-labels';

/** The flows that sign a guest in: on them, «Войти» keeps where the flow itself leads back to. */
const SIGN_IN_FLOWS = [paths.login, paths.registration, '/recovery/', paths.setup];

/** Where «Войти» brings a guest back to: the screen they are on (a vacancy, a filtered list), not the home. */
function useReturnPath(): string | null {
  const [location] = useLocation();
  const search = useSearch();
  const flowNext = useNext();
  if (SIGN_IN_FLOWS.some((flow) => location.startsWith(flow))) return flowNext;
  if (location === paths.home) return null;
  return search === '' ? location : `${location}?${search}`;
}

/** Who is signed in, and the way out; for a guest, the way in. */
export function AccountBox({ compact = false }: { compact?: boolean }): JSX.Element {
  const auth = useAtomValue(authAtom);
  const returnPath = useReturnPath();
  const onSignInPage = useLocation()[0].startsWith(paths.login);
  const account = useAtomValue(accountAtom);
  const { platform, http } = useServices();
  const store = useStore();
  const [pending, setPending] = useState(false);

  if (auth === null) {
    // On the sign-in page itself a second «Войти» would lead to where the guest already is.
    if (onSignInPage) return <div className="account-box" />;
    return (
      <div className="account-box">
        <Link href={withNext(paths.login, returnPath)} className="button button--secondary">
          Войти
        </Link>
      </div>
    );
  }

  async function signOut(): Promise<void> {
    // Signing out is rare: its code (and the messages it says) loads when it is asked for.
    const [{ logout, logoutConfirmation }, { hasUnsavedChanges }] = await Promise.all([
      import('../features/auth/logout'),
      import('../ui/unsaved-changes'),
    ]);
    // Telegram: a native popup; the website: an accessible dialog (ui/confirm-dialog.tsx).
    if (!(await platform.confirm(logoutConfirmation(hasUnsavedChanges(platform))))) return;
    setPending(true);
    const done = await logout({ platform, http, store });
    // After success this component is gone with the auth record; only a failure comes back here.
    if (!done) setPending(false);
  }

  return (
    <div className={`account-box${compact ? ' account-box--compact' : ''}`}>
      <div className="account-box__who">
        {account ? <span className="account-box__name">{account.name}</span> : null}
        <span className="account-box__kind">{kindTitles[auth.kind]}</span>
      </div>
      {/* The way out is there but quiet: the header's loudest control is not the one people rarely want. */}
      <Button variant="ghost" pending={pending} onClick={() => void signOut()}>
        Выйти
      </Button>
    </div>
  );
}
