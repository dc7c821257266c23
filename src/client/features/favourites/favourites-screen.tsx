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
import { StudentOnlyPrompt } from '../../ui/student-only-prompt';
import { VacancyList } from '../../ui/vacancy-list';
import { FavouriteStudents } from './favourite-students';
import { favouriteVacanciesRequest } from './favourites-api';

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
  if (auth?.kind !== 'student') {
    return (
      <StudentOnlyPrompt
        title="Избранное"
        titleId="favourites-title"
        next={paths.favourites}
        guestText="Войдите как студент, чтобы сохранять вакансии в избранное и возвращаться к ним с любого устройства."
        signedInText="Избранные вакансии есть у студентов: отмечайте сердечком те, к которым хотите вернуться."
        signedIn={auth !== null}
      />
    );
  }
  return <FavouriteVacancies />;
}
