import type { JSX } from 'react';
import { Link } from 'wouter';
import type { CompanyListItem } from '../../../shared/contract/company.contract';
import { pluralRu } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { Avatar } from '../../ui/avatar';
import { placeText } from '../../ui/places/place-text';

export function openVacanciesText(count: number): string {
  return count === 0
    ? 'Нет открытых вакансий'
    : pluralRu(count, ['открытая вакансия', 'открытые вакансии', 'открытых вакансий']);
}

/** A company in the list; the name link is stretched over the card by CSS. */
export function CompanyCard({ company }: { company: CompanyListItem }): JSX.Element {
  const place = placeText(company);
  return (
    <article className="company-card">
      <Avatar logo name={company.name} src={company.logoUrl} size={56} />
      <div className="company-card__body">
        <h2 className="company-card__title">
          <Link href={`${paths.company}${company.id}/`} className="company-card__link">
            {company.name}
          </Link>
        </h2>
        {company.summary ? <p className="company-card__summary">{company.summary}</p> : null}
        <p className="company-card__meta">
          <span className={company.openVacancies > 0 ? 'company-card__count' : 'muted'}>
            {openVacanciesText(company.openVacancies)}
          </span>
          {place ? <span className="muted"> · {place}</span> : null}
        </p>
      </div>
    </article>
  );
}
