import type { JSX } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/paths';
import { FavouriteButton } from '../../lib/favourite-button';
import { usePagedList } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { Avatar } from '../../ui/avatar';
import { CardList } from '../../ui/load-more';
import { EmptyState } from '../../ui/states';
import { favouriteStudentsRequest } from './favourites-api';

/**
 * A company's favourite students, newest first. As with vacancies, a heart switched off here keeps
 * the row until the next visit, so a slip can be undone in place.
 */
export function FavouriteStudents(): JSX.Element {
  const http = useHttp();
  const list = usePagedList('favourite-students', (page, signal) =>
    favouriteStudentsRequest(http, page, signal),
  );
  return (
    <div className="favourites-page">
      <header className="page-header">
        <h1>Избранное</h1>
        <p className="muted">Студенты, которых вы отметили сердечком.</p>
      </header>
      <CardList
        list={list}
        label="Избранные студенты"
        loadingLabel="Загрузка избранного…"
        skeletonCount={3}
        errorTitle="Не удалось загрузить избранное"
        forms={['студента', 'студентов', 'студентов']}
        renderItem={(student) => (
          <article className="company-card" aria-label={student.name}>
            <Avatar name={student.name} src={null} size={44} />
            <div className="company-card__body">
              <h2 className="company-card__title">{student.name}</h2>
            </div>
            <FavouriteButton kind="student" id={student.id} />
          </article>
        )}
        empty={
          <EmptyState title="В избранном пока пусто — отмечайте студентов сердечком">
            <Link href={paths.students} className="button button--secondary">
              Все студенты
            </Link>
          </EmptyState>
        }
      />
    </div>
  );
}
