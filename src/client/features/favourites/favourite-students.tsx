import type { JSX } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/paths';
import { FavouriteButton } from '../../lib/favourite-button';
import { usePagedList } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { Avatar } from '../../ui/avatar';
import { LoadMore } from '../../ui/load-more';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { favouriteStudentsRequest } from './api';

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
      {list.status === 'loading' ? <ListSkeleton count={3} label="Загрузка избранного…" /> : null}
      {list.status === 'error' ? (
        <ErrorState title="Не удалось загрузить избранное" message={list.error ?? ''} onRetry={list.retry} />
      ) : null}
      {list.status !== 'loading' && list.status !== 'error' && list.items.length === 0 ? (
        <EmptyState title="В избранном пока пусто — отмечайте студентов сердечком">
          <Link href={paths.students} className="button button--secondary">
            Все студенты
          </Link>
        </EmptyState>
      ) : null}
      {list.items.length > 0 && list.status !== 'loading' && list.status !== 'error' ? (
        <>
          <ul className="card-list" aria-label="Избранные студенты">
            {list.items.map((student) => (
              <li key={student.id}>
                <article className="company-card" aria-label={student.name}>
                  <Avatar name={student.name} src={null} size={44} />
                  <div className="company-card__body">
                    <h2 className="company-card__title">{student.name}</h2>
                  </div>
                  <FavouriteButton kind="student" id={student.id} />
                </article>
              </li>
            ))}
          </ul>
          <LoadMore
            shown={list.items.length}
            total={list.total}
            hasMore={list.hasMore}
            loading={list.status === 'loading-more'}
            error={list.status === 'error-more' ? list.error : null}
            forms={['студента', 'студентов', 'студентов']}
            onLoadMore={list.status === 'error-more' ? list.retry : list.loadMore}
          />
        </>
      ) : null}
    </div>
  );
}
