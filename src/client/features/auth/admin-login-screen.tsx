import type { JSX } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/paths';
import { usePageTitle } from '../../ui/page-title';
import { LoginForm } from './login-form';
import { useNext } from './use-next';

/** /login/admin/: the career centre (SPEC §6). */
export function AdminLoginScreen(): JSX.Element {
  usePageTitle('Вход для администраторов');
  const next = useNext();
  return (
    <section className="auth-card" aria-labelledby="admin-login-title">
      <h1 id="admin-login-title">Вход для администраторов</h1>
      <p className="muted">Для сотрудников карьерного центра.</p>
      <LoginForm audience="admin" next={next} />
      <footer className="auth-card__footer">
        <Link href={paths.login} className="quiet-link">
          Вход для студентов и компаний
        </Link>
      </footer>
    </section>
  );
}
