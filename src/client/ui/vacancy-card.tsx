import type { JSX, ReactNode } from 'react';
import { Link } from 'wouter';
import type { VacancyListItem } from '../../shared/contract/vacancy.contract';
import { employmentLabels, scheduleLabels } from '../../shared/dictionaries';
import { distinctLabels, formatAgoRu, formatDateRu } from '../../shared/format';
import { paths } from '../../shared/paths';
import { FlagBadges } from './flag-badges';
import { placeText } from './places/place-text';
import { SalaryText } from './salary';
import { TagList } from './tag-chips';

interface VacancyCardProps {
  vacancy: VacancyListItem;
  /** h2 in a page's main list, h3 under a section heading. */
  headingLevel?: 2 | 3;
  /** Off on a company's own page, where the company is the page. */
  showCompany?: boolean;
  now?: Date;
  /** A control beside the title (the favourites heart), passed in by the screen that lists. */
  action?: ReactNode;
}

/**
 * One vacancy in a list. The title link is the card's only link and is stretched over the card
 * by CSS, so the whole card is a target on phones while screen readers meet a single link.
 */
export function VacancyCard({
  vacancy,
  headingLevel = 2,
  showCompany = true,
  now,
  action,
}: VacancyCardProps): JSX.Element {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const meta = distinctLabels([
    vacancy.vacancyType?.name,
    employmentLabels[vacancy.employment],
    scheduleLabels[vacancy.schedule],
  ]);
  return (
    <article className="vacancy-card">
      <Heading className="vacancy-card__title">
        <Link href={`${paths.vacancy}${vacancy.id}/`} className="vacancy-card__link">
          {vacancy.title}
        </Link>
      </Heading>
      {action ? <div className="vacancy-card__action">{action}</div> : null}
      {showCompany ? <p className="vacancy-card__company">{vacancy.company.name}</p> : null}
      <p className="vacancy-card__salary">
        <SalaryText salary={vacancy.salary} />
      </p>
      <p className="vacancy-card__meta">{meta.join(' · ')}</p>
      {vacancy.snippet ? <p className="vacancy-card__snippet">{vacancy.snippet}</p> : null}
      <FlagBadges flags={vacancy.flags} />
      <TagList tags={vacancy.tags} />
      <footer className="vacancy-card__footer">
        {placeText(vacancy) ? <span className="vacancy-card__address">{placeText(vacancy)}</span> : null}
        {vacancy.publishedAt ? (
          <time dateTime={vacancy.publishedAt} title={formatDateRu(vacancy.publishedAt)}>
            {formatAgoRu(vacancy.publishedAt, now)}
          </time>
        ) : null}
      </footer>
    </article>
  );
}
