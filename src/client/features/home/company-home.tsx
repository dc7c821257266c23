/**
 * `/` for a signed-in company (issue 13, item 5; docs/decisions/025): the applications nobody
 * has opened yet and each published vacancy's views (once per viewer per day) and applications,
 * linking to the applications board.
 */
import type { JSX, ReactNode } from 'react';
import { Link } from 'wouter';
import type { CompanyHome } from '../../../shared/contract/home.contract';
import { formatAgoRu, pluralRu } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { accountAtom } from '../../lib/app-state';
import { usePageTitle } from '../../lib/page-title';
import { useResource } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { useAtomValue } from '../../lib/store';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { fetchCompanyHome } from './home-api';

/** `banner`: the career centre's notices, which the app layer puts under the greeting (app/home-by-role.tsx). */
export function CompanyHomeScreen({ banner }: { banner?: ReactNode } = {}): JSX.Element {
  usePageTitle('Главная');
  const http = useHttp();
  const account = useAtomValue(accountAtom);
  const home = useResource('company-home', () => fetchCompanyHome(http));
  return (
    <div className="home home--company">
      <div className="home__header">
        <h1>{account ? `Здравствуйте, ${account.name}!` : 'Здравствуйте!'}</h1>
      </div>
      {banner}
      {home.status === 'loading' ? (
        <ListSkeleton count={2} label="Загружаем главную…" />
      ) : home.status === 'error' ? (
        <ErrorState
          title="Не удалось загрузить главную"
          message={home.message}
          onRetry={home.httpStatus === 403 ? undefined : home.reload}
          code={home.code}
        />
      ) : (
        <>
          <NewApplications data={home.data.newApplications} />
          <VacancyFigures data={home.data.vacancies} />
        </>
      )}
    </div>
  );
}

function NewApplications({ data }: { data: CompanyHome['newApplications'] }): JSX.Element {
  return (
    <section className="home-section" aria-labelledby="home-new-applications">
      <div className="home-section__head">
        <h2 id="home-new-applications">
          Новые отклики{data.total > 0 ? <span className="home-section__count">{data.total}</span> : null}
        </h2>
        <Link href={paths.boardApplications}>Все отклики</Link>
      </div>
      {data.items.length === 0 ? (
        <p className="muted">Непросмотренных откликов нет.</p>
      ) : (
        <ul className="home-list" aria-label="Новые отклики">
          {data.items.map((item) => (
            <li key={item.applicationId} className="home-row">
              <Link href={`${paths.boardApplications}?id=${item.applicationId}`} className="home-row__link">
                {item.studentName}
              </Link>
              <span className="home-row__meta">
                {item.vacancyTitle} · <time dateTime={item.createdAt}>{formatAgoRu(item.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function VacancyFigures({ data }: { data: CompanyHome['vacancies'] }): JSX.Element {
  return (
    <section className="home-section" aria-labelledby="home-figures">
      <div className="home-section__head">
        <h2 id="home-figures">Ваши вакансии</h2>
        <Link href={paths.boardVacancies}>Все вакансии</Link>
      </div>
      {data.items.length === 0 ? (
        <p className="muted">
          Опубликованных вакансий нет. <Link href={paths.boardVacancyEdit}>Создайте вакансию</Link> — студенты
          увидят её после публикации.
        </p>
      ) : (
        <div className="home-figures">
          <table>
            <caption className="visually-hidden">Просмотры и отклики по вакансиям</caption>
            <thead>
              <tr>
                <th scope="col">Вакансия</th>
                {FIGURE_COLUMNS.map(([full, short]) => (
                  <th key={full} scope="col">
                    <FigureLabel full={full} short={short} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((vacancy) => (
                <tr key={vacancy.id}>
                  <th scope="row">
                    <Link href={`${paths.boardApplications}?vacancyId=${vacancy.id}`}>{vacancy.title}</Link>
                  </th>
                  <td>{vacancy.views}</td>
                  <td>{vacancy.applications}</td>
                  <td>{vacancy.newApplications}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.total > data.items.length ? (
            <p className="muted">
              Показаны {pluralRu(data.items.length, ['вакансия', 'вакансии', 'вакансий'])} из {data.total}.
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}

/** The figures' column titles, in full and as a phone shows them (home.css, `.figure-label`). */
const FIGURE_COLUMNS = [
  ['Просмотры', 'Просм.'],
  ['Отклики', 'Откл.'],
  ['Новые', 'Нов.'],
] as const;

/**
 * A column title that fits a 360 px phone: the short form is what a narrow screen shows, the
 * full one is what a screen reader reads at every width (it stays in the page, visually hidden).
 */
function FigureLabel({ full, short }: { full: string; short: string }): JSX.Element {
  return (
    <>
      <span className="figure-label figure-label--full">{full}</span>
      <span className="figure-label figure-label--short" aria-hidden="true">
        {short}
      </span>
    </>
  );
}
