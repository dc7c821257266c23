import { type JSX, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../shared/paths';
import { accountAtom, authAtom } from '../lib/app-state';
import { useServices } from '../lib/services';
import { useAtomValue, useStore } from '../lib/store';
import { Button } from '../ui/button';
import { kindTitles } from '../ui/kind-labels';

/** Who is signed in, and the way out; for a guest, the way in. */
export function AccountBox({ compact = false }: { compact?: boolean }): JSX.Element {
  const auth = useAtomValue(authAtom);
  const account = useAtomValue(accountAtom);
  const { platform, http } = useServices();
  const store = useStore();
  const [pending, setPending] = useState(false);

  if (auth === null) {
    return (
      <div className="account-box">
        <Link href={paths.login} className="button button--secondary">
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
