import { type JSX, useId } from 'react';
import { Link } from 'wouter';
import type { RelatedVacancies, RelatedVacancy } from '../../../shared/contract/vacancy.contract';
import { employmentLabels, scheduleLabels } from '../../../shared/dictionaries';
import { distinctLabels, formatAgoRu, formatDateRu } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { FlagBadges } from '../../ui/flag-badges';
import { SalaryText } from '../../ui/salary';

/**
 * A short vacancy card (ui/vacancy-card.tsx without the texts, tags and address): the title link is its
 * only link, stretched over the card by CSS, so screen readers meet one link per vacancy.
 */
function RelatedCard({
  vacancy,
  showCompany,
}: {
  vacancy: RelatedVacancy;
  showCompany: boolean;
}): JSX.Element {
  const meta = distinctLabels([
    vacancy.vacancyType?.name,
    employmentLabels[vacancy.employment],
    scheduleLabels[vacancy.schedule],
  ]);
  return (
    <article className="vacancy-card related-card">
      <h3 className="vacancy-card__title">
        <Link href={`${paths.vacancy}${vacancy.id}/`} className="vacancy-card__link">
          {vacancy.title}
        </Link>
      </h3>
      {showCompany ? <p className="vacancy-card__company">{vacancy.company.name}</p> : null}
      <p className="vacancy-card__salary">
        <SalaryText salary={vacancy.salary} />
      </p>
      <p className="vacancy-card__meta">{meta.join(' · ')}</p>
      <FlagBadges flags={vacancy.flags} />
      {vacancy.publishedAt ? (
        <p className="related-card__date">
          <time dateTime={vacancy.publishedAt} title={formatDateRu(vacancy.publishedAt)}>
            {formatAgoRu(vacancy.publishedAt)}
          </time>
        </p>
      ) : null}
    </article>
  );
}

function Section({
  title,
  items,
  showCompany,
}: {
  title: string;
  items: readonly RelatedVacancy[];
  showCompany: boolean;
}): JSX.Element | null {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className="related-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="card-list related-section__list">
        {items.map((vacancy) => (
          <li key={vacancy.id}>
            <RelatedCard vacancy={vacancy} showCompany={showCompany} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Under a vacancy: the company's other vacancies and similar ones (docs/decisions/062), from the
 * vacancy's own answer. A section with nothing in it is not shown.
 */
export function RelatedVacancySections({ related }: { related: RelatedVacancies }): JSX.Element | null {
  if (related.company.length === 0 && related.similar.length === 0) return null;
  return (
    <div className="related-vacancies">
      {/* The company's own cards leave out its name: the page above is that company's. */}
      <Section title="Другие вакансии компании" items={related.company} showCompany={false} />
      <Section title="Похожие вакансии" items={related.similar} showCompany />
    </div>
  );
}
