import type { JSX, ReactNode } from 'react';
import { Link } from 'wouter';
import type { HomeVacancy } from '../../../shared/contract/home.contract';
import { formatAgoRu, formatSalary } from '../../../shared/format';
import { paths } from '../../../shared/paths';

/**
 * One vacancy of a home section: its title is the row's link; `note` says why it is here. The
 * salary is plain text (shared/format.ts), not ui/salary.tsx: sharing that module with the home
 * would split it from the cards' chunk and add a file to /vacancies/ (tests/e2e/js-budget.journey.test.ts).
 */
export function HomeVacancyRow({ vacancy, note }: { vacancy: HomeVacancy; note?: ReactNode }): JSX.Element {
  return (
    <li className="home-row">
      <Link href={`${paths.vacancy}${vacancy.id}/`} className="home-row__link">
        {vacancy.title}
      </Link>
      <span className="home-row__meta">
        {vacancy.companyName} · {formatSalary(vacancy.salary)}
        {vacancy.publishedAt ? (
          <>
            {' · '}
            <time dateTime={vacancy.publishedAt}>{formatAgoRu(vacancy.publishedAt)}</time>
          </>
        ) : null}
      </span>
      {note ? <span className="home-row__note">{note}</span> : null}
    </li>
  );
}
