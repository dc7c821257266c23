import { type JSX, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/paths';
import { usePageTitle } from '../../lib/page-title';
import { NewPasswordForm } from './new-password-form';
import { RequestForm } from './request-form';

/**
 * The token arrives in the fragment (`#token=…`) so it never reaches server logs; it is read
 * once and wiped from the address bar, so it stays out of history and bookmarks.
 */
function readTokenFromHash(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

function wipeHash(): void {
  if (window.location.hash !== '') {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
}

/**
 * /recovery/student/ and /recovery/company/: the same email form (the server finds the account,
 * docs/decisions/050), or the new password from the link, whose path names the account's kind.
 */
function RecoveryScreen(): JSX.Element {
  usePageTitle('Восстановление пароля');
  const [token, setToken] = useState(readTokenFromHash);
  useEffect(() => {
    wipeHash();
    // The link opened in a tab already showing this screen changes only the fragment: no new mount.
    const onHashChange = () => {
      const next = readTokenFromHash();
      if (next === '') return;
      setToken(next);
      wipeHash();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  return (
    <section className="auth-card" aria-labelledby="recovery-title">
      <h1 id="recovery-title">Восстановление пароля</h1>
      {token === '' ? (
        <>
          <p className="muted">
            Укажите email, с которым входите, — студента или компании. Пришлём ссылку, по которой можно задать
            новый пароль.
          </p>
          <RequestForm />
        </>
      ) : (
        <>
          <p className="muted">
            Придумайте новый пароль. После сохранения все прежние входы в аккаунт завершатся.
          </p>
          <NewPasswordForm token={token} />
        </>
      )}
      <footer className="auth-card__footer">
        <Link href={paths.login} className="quiet-link">
          Вернуться ко входу
        </Link>
      </footer>
    </section>
  );
}

export function RecoveryStudentScreen(): JSX.Element {
  return <RecoveryScreen />;
}

export function RecoveryCompanyScreen(): JSX.Element {
  return <RecoveryScreen />;
}
