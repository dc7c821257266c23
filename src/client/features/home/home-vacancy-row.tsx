import type { JSX, ReactNode } from 'react';
import { Link } from 'wouter';
import type { HomeVacancy } from '../../../shared/contract/home';
import { paths } from '../../../shared/paths';
import { SalaryText } from '../../ui/salary';

/** One vacancy of a home section: its title is the row's link; `note` says why it is here. */
export function HomeVacancyRow({ vacancy, note }: { vacancy: HomeVacancy; note?: ReactNode }): JSX.Element {
  return (
    <li className="home-row">
      <Link href={`${paths.vacancy}${vacancy.id}/`} className="home-row__link">
        {vacancy.title}
      </Link>
      <span className="home-row__meta">
        {vacancy.companyName} · <SalaryText salary={vacancy.salary} />
      </span>
      {note ? <span className="home-row__note">{note}</span> : null}
    </li>
  );
}
