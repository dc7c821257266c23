/**
 * `/` for a guest (issue 13, item 5; docs/decisions/025): a search box that opens /vacancies/
 * with the text, the newest vacancies, and registration one tap away. One h1.
 */
import { type FormEvent, type JSX, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { VacancyPageSchema } from '../../../shared/contract/vacancy.contract';
import { initialDataKeys } from '../../../shared/initial-data';
import { paths } from '../../../shared/paths';
import { useInitialData } from '../../lib/initial-data';
import { usePageTitle } from '../../lib/page-title';
import { useResource } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { fetchLatestVacancies, latestRows } from './home-guest-api';
import { HomeVacancyRow } from './home-vacancy-row';

export function GuestHomeScreen(): JSX.Element {
  usePageTitle('Карьера');
  return (
    <div className="home home--guest">
      <section className="hero hero--compact" aria-labelledby="home-title">
        <h1 id="home-title">Вакансии и стажировки для студентов</h1>
        <p className="hero__lead">
          Карьера — площадка карьерного центра: стажировки, практика и первая работа от проверенных компаний,
          на сайте и в Telegram.
        </p>
        <HomeSearch />
        <div className="hero__actions">
          <Link href={paths.registration} className="button button--primary">
            Зарегистрироваться
          </Link>
          <Link href={paths.login} className="button button--secondary">
            Войти
          </Link>
        </div>
      </section>
      <LatestVacancies />
    </div>
  );
}

/** Submits to /vacancies/?text=…; an empty box opens the whole list. Works as a plain form too. */
function HomeSearch(): JSX.Element {
  const id = useId();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    navigate(trimmed ? `${paths.vacancies}?text=${encodeURIComponent(trimmed)}` : paths.vacancies);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for older Telegram webviews; the role is understood everywhere.
    <form
      role="search"
      className="search-field home-search"
      action={paths.vacancies}
      method="get"
      onSubmit={submit}
    >
      <label htmlFor={id} className="home-search__label">
        Найти вакансию или стажировку
      </label>
      <div className="home-search__row">
        <input
          id={id}
          name="text"
          type="search"
          className="search-field__input"
          value={text}
          placeholder="Например, стажировка python"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--primary search-field__button">
          Найти
        </button>
      </div>
    </form>
  );
}

function LatestVacancies(): JSX.Element {
  const http = useHttp();
  // The page may carry them (docs/decisions/027, 066): then the server rendered them too.
  const initial = useInitialData(initialDataKeys.latestVacancies, VacancyPageSchema);
  const latest = useResource('latest', () => fetchLatestVacancies(http), initial && latestRows(initial));
  return (
    <section className="home-section" aria-labelledby="home-latest">
      <div className="home-section__head">
        <h2 id="home-latest">Новые вакансии</h2>
        <Link href={paths.vacancies}>Все вакансии</Link>
      </div>
      {latest.status === 'loading' ? (
        <ListSkeleton count={3} label="Загружаем новые вакансии…" />
      ) : latest.status === 'error' ? (
        <ErrorState
          title="Не удалось загрузить вакансии"
          message={latest.message}
          onRetry={latest.reload}
          code={latest.code}
        />
      ) : latest.data.length === 0 ? (
        <EmptyState title="Вакансий пока нет">
          <p>Загляните позже: компании публикуют их каждый день.</p>
        </EmptyState>
      ) : (
        <ul className="home-list" aria-label="Новые вакансии">
          {latest.data.map((vacancy) => (
            <HomeVacancyRow key={vacancy.id} vacancy={vacancy} />
          ))}
        </ul>
      )}
    </section>
  );
}
