import type { JSX } from 'react';
import { Link } from 'wouter';
import { messages } from '../../../shared/messages';
import { paths } from '../../../shared/paths';
import { authAtom } from '../../lib/app-state';
import { FavouriteButton } from '../../lib/favourite-button';
import { usePageTitle } from '../../lib/page-title';
import { usePagedList } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { useAtomValue } from '../../lib/store';
import { EmptyState } from '../../ui/states';
import { VacancyList } from '../../ui/vacancy-list';
import { favouriteVacanciesRequest } from './api';
import { FavouriteStudents } from './favourite-students';

function SignInPrompt({ signedIn }: { signedIn: boolean }): JSX.Element {
  return (
    <section className="auth-card" aria-labelledby="favourites-title">
      <h1 id="favourites-title">Избранное</h1>
      {signedIn ? (
        <p>Избранные вакансии есть у студентов: отмечайте сердечком те, к которым хотите вернуться.</p>
      ) : (
        <p>
          Войдите как студент, чтобы сохранять вакансии в избранное и возвращаться к ним с любого устройства.
        </p>
      )}
      <div className="hero__actions">
        {signedIn ? null : (
          <Link
            href={`${paths.login}?next=${encodeURIComponent(paths.favourites)}`}
            className="button button--primary"
          >
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

/**
 * The student's favourite vacancies, newest first. A heart switched off here leaves the card in
 * place until the next visit, so a slip of the finger can be undone where it happened.
 */
function FavouriteVacancies(): JSX.Element {
  const http = useHttp();
  const list = usePagedList('favourites', (page, signal) => favouriteVacanciesRequest(http, page, signal));
  return (
    <div className="favourites-page">
      <header className="page-header">
        <h1>Избранное</h1>
      </header>
      <VacancyList
        list={list}
        label="Избранные вакансии"
        actionFor={(vacancy) => <FavouriteButton kind="vacancy" id={vacancy.id} />}
        empty={
          <EmptyState title={messages.favouritesEmpty}>
            <Link href={paths.vacancies} className="button button--secondary">
              Все вакансии
            </Link>
          </EmptyState>
        }
      />
    </div>
  );
}

/** /favourites/ */
export function FavouritesScreen(): JSX.Element {
  usePageTitle('Избранное');
  const auth = useAtomValue(authAtom);
  if (auth?.kind === 'company') return <FavouriteStudents />;
  if (auth?.kind !== 'student') return <SignInPrompt signedIn={auth !== null} />;
  return <FavouriteVacancies />;
}
