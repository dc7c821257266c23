import type { JSX } from 'react';
import { Link } from 'wouter';
import { paths } from '../../shared/paths';

interface StudentOnlyPromptProps {
  /** The h1, and its id for the section's name. */
  title: string;
  titleId: string;
  /** Where «Войти как студент» comes back to. */
  next: string;
  /** Why a guest sees this instead of the screen. */
  guestText: string;
  /** Why a company or an admin does. */
  signedInText: string;
  signedIn: boolean;
}

/**
 * A student's own screen (favourites, new vacancies) opened by a guest or another kind of
 * account: what it is for, a way to sign in as a student, and the way back to all vacancies.
 */
export function StudentOnlyPrompt({
  title,
  titleId,
  next,
  guestText,
  signedInText,
  signedIn,
}: StudentOnlyPromptProps): JSX.Element {
  return (
    <section className="auth-card" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p>{signedIn ? signedInText : guestText}</p>
      <div className="hero__actions">
        {signedIn ? null : (
          <Link href={`${paths.login}?next=${encodeURIComponent(next)}`} className="button button--primary">
            Войти как студент
          </Link>
        )}
        <Link href={paths.vacancies} className="button button--secondary">
          Все вакансии
        </Link>
      </div>
    </section>
  );
}
