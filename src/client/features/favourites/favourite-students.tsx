import type { JSX } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/paths';
import { FavouriteButton } from '../../lib/favourite-button';
import { usePagedList } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { CardList } from '../../ui/load-more';
import { EmptyState } from '../../ui/states';
import { StudentCard } from '../../ui/student-card';
import { favouriteStudentsRequest } from './favourites-api';

/**
 * A company's favourite students, newest first, on the students list's own card (ui/student-card.tsx:
 * the name opens the student's page). As with vacancies, a heart switched off here keeps the card
 * until the next visit, so a slip can be undone in place.
 */
export function FavouriteStudents(): JSX.Element {
  const http = useHttp();
  const list = usePagedList('favourite-students', (page, signal) =>
    favouriteStudentsRequest(http, page, signal),
  );
  return (
    <div className="favourites-page students-page">
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
          <StudentCard student={student} action={<FavouriteButton kind="student" id={student.id} />} />
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
