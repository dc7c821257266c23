import type { JSX, ReactNode } from 'react';
import type { CompanyListItem } from '../../../shared/contract/company.contract';
import { PhoneLink } from '../../ui/phone-link';

/**
 * What the career centre checks before approving a company (issue 24, item 5; docs/decisions/015):
 * the INN and the contact person, how to reach them, the site and the description's first lines.
 * Left out for a company the answer carries no review data for (never, for admins).
 */
export function CompanyReviewFacts({ company }: { company: CompanyListItem }): JSX.Element | null {
  const review = company.review;
  if (!review) return null;
  return (
    <div className="review-details">
      <dl className="facts" aria-label={`Данные компании: ${company.name}`}>
        <Fact term="ИНН">{review.inn ?? 'не указан'}</Fact>
        <Fact term="Контактное лицо">{review.contactPerson ?? 'не указано'}</Fact>
        <Fact term="Email">
          <a href={`mailto:${review.email}`}>{review.email}</a>
        </Fact>
        <Fact term="Телефон">{review.phone ? <PhoneLink phone={review.phone} /> : 'не указан'}</Fact>
        {review.website ? (
          <Fact term="Сайт">
            <a href={review.website} target="_blank" rel="noopener noreferrer">
              {review.website}
            </a>
          </Fact>
        ) : null}
      </dl>
      {company.summary ? <p className="review-details__about">{company.summary}</p> : null}
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }): JSX.Element {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
