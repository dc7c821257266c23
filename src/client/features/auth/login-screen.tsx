import type { JSX } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/paths';
import { useNext } from '../../lib/next-path';
import { usePageTitle } from '../../lib/page-title';
import { LoginForm } from './login-form';
import { TelegramOptions } from './telegram-options';

/** /login/: students and companies (docs/product.md#roles). */
export function LoginScreen(): JSX.Element {
  usePageTitle('Вход');
  const next = useNext();
  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title">Вход</h1>
      <p className="muted">
        Войдите, чтобы сохранять вакансии и вести анкету студента или публиковать вакансии компании.
      </p>
      <TelegramOptions next={next} />
      <LoginForm audience="user" next={next} />
      <footer className="auth-card__footer">
        {/* Admins sign in elsewhere (docs/product.md#roles); the link stays quiet for everyone else. */}
        <Link href={paths.adminLogin} className="quiet-link">
          Вход для администраторов
        </Link>
      </footer>
    </section>
  );
}
