import type { JSX, ReactNode } from 'react';
import { Link } from 'wouter';
import type { VacancyDetail } from '../../../shared/contract/vacancy.contract';
import { employmentLabels, experienceLabels, scheduleLabels } from '../../../shared/dictionaries';
import { distinctLabels, formatDateRu } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { FavouriteButton } from '../../lib/favourite-button';
import { FlagBadges } from '../../ui/flag-badges';
import { LazyMapView } from '../../ui/map/lazy-map-view';
import { PhoneLink } from '../../ui/phone-link';
import { placeText } from '../../ui/places/place-text';
import { PlainText } from '../../ui/plain-text';
import { ResponseBadgeView } from '../../ui/response-badge';
import { SalaryText } from '../../ui/salary';
import { TagList } from '../../ui/tag-chips';
import { VacancyShare } from './vacancy-share';

function Section({ title, text }: { title: string; text: string }): JSX.Element | null {
  if (text.trim() === '') return null;
  return (
    <section className="detail-section">
      <h2>{title}</h2>
      <PlainText text={text} />
    </section>
  );
}

function Contacts({ contacts }: { contacts: VacancyDetail['contacts'] }): JSX.Element | null {
  const { name, email, phone } = contacts;
  if (!name && !email && !phone) return null;
  return (
    <section className="detail-section">
      <h2>Контакты</h2>
      <dl className="facts">
        {name ? (
          <div>
            <dt>Контактное лицо</dt>
            <dd>{name}</dd>
          </div>
        ) : null}
        {email ? (
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        ) : null}
        {phone ? (
          <div>
            <dt>Телефон</dt>
            <dd>
              <PhoneLink phone={phone} />
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** The vacancy page's content; the map appears only when the address has coordinates. */
export function VacancyDetails({
  vacancy,
  action,
}: {
  vacancy: VacancyDetail;
  /** «Откликнуться» or the student's application (issue 12), given by the app layer. */
  action?: ReactNode;
}): JSX.Element {
  const point = vacancy.lat !== null && vacancy.lng !== null ? { lat: vacancy.lat, lng: vacancy.lng } : null;
  // A type named like the employment («Стажировка») is one fact, shown once.
  const typeAndEmployment = distinctLabels([vacancy.vacancyType?.name, employmentLabels[vacancy.employment]]);
  return (
    <article className="vacancy-detail">
      <nav className="breadcrumbs" aria-label="Навигация">
        <Link href={paths.vacancies}>Вакансии</Link>
      </nav>
      <header className="vacancy-detail__header">
        <h1>{vacancy.title}</h1>
        <FavouriteButton kind="vacancy" id={vacancy.id} className="vacancy-detail__favourite" />
        <p className="vacancy-detail__company">
          <Link href={`${paths.company}${vacancy.company.id}/`}>{vacancy.company.name}</Link>
        </p>
        <ResponseBadgeView badge={vacancy.responseBadge} />
        <p className="vacancy-detail__salary">
          <SalaryText salary={vacancy.salary} />
        </p>
        {vacancy.status !== 'published' ? (
          <p className="notice">
            {vacancy.status === 'archived'
              ? 'Вакансия в архиве: её видят только компания и администраторы.'
              : 'Черновик: вакансия ещё не опубликована.'}
          </p>
        ) : null}
        {action ? <div className="vacancy-detail__action">{action}</div> : null}
        <VacancyShare id={vacancy.id} title={vacancy.title} />
        {vacancy.canEdit ? (
          <Link href={`${paths.boardVacancyEdit}${vacancy.id}/`} className="button button--secondary">
            Редактировать
          </Link>
        ) : null}
      </header>
      <dl className="facts facts--grid">
        {typeAndEmployment.length === 1 ? (
          <div>
            <dt>{vacancy.vacancyType ? 'Тип и занятость' : 'Занятость'}</dt>
            <dd>{typeAndEmployment[0]}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>Тип</dt>
              <dd>{typeAndEmployment[0]}</dd>
            </div>
            <div>
              <dt>Занятость</dt>
              <dd>{typeAndEmployment[1]}</dd>
            </div>
          </>
        )}
        <div>
          <dt>График</dt>
          <dd>{scheduleLabels[vacancy.schedule]}</dd>
        </div>
        <div>
          <dt>Опыт работы</dt>
          <dd>{experienceLabels[vacancy.experience]}</dd>
        </div>
        {vacancy.publishedAt ? (
          <div>
            <dt>Опубликована</dt>
            <dd>
              <time dateTime={vacancy.publishedAt}>{formatDateRu(vacancy.publishedAt)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <FlagBadges flags={vacancy.flags} />
      <TagList tags={vacancy.tags} label="Навыки и теги" />
      <Section title="Описание" text={vacancy.description} />
      <Section title="Требования" text={vacancy.requirements} />
      <Section title="Условия" text={vacancy.conditions} />
      {placeText(vacancy) || point ? (
        <section className="detail-section">
          <h2>Адрес</h2>
          {placeText(vacancy) ? <p>{placeText(vacancy)}</p> : null}
          {point ? (
            <LazyMapView
              className="map-view--small"
              ariaLabel={`Карта: ${vacancy.address ?? vacancy.title}`}
              markers={[
                { id: vacancy.id, ...point, title: vacancy.company.name, subtitle: vacancy.address ?? '' },
              ]}
              center={point}
            />
          ) : null}
        </section>
      ) : null}
      <Contacts contacts={vacancy.contacts} />
    </article>
  );
}
