import type { CSSProperties, JSX } from 'react';
import { Link } from 'wouter';
import type { CompanyDetail } from '../../../shared/contract/company.contract';
import { paths } from '../../../shared/paths';
import { Avatar, hueOf } from '../../ui/avatar';
import { LazyMapView } from '../../ui/map/lazy-map-view';
import { placeText } from '../../ui/places/place-text';
import { PlainText } from '../../ui/plain-text';
import { ResponseBadgeView } from '../../ui/response-badge';
import { openVacanciesText } from './company-card';

/** «https://www.romashka.ru/about» → «romashka.ru»: what people read in a link. */
export function siteLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** The banner (or a gradient in the company's colour), logo, name, description and address. */
export function CompanyProfile({ company }: { company: CompanyDetail }): JSX.Element {
  const point = company.lat !== null && company.lng !== null ? { lat: company.lat, lng: company.lng } : null;
  // The city leads the address when the address does not name it; alone when there is no address.
  const place = placeText(company);
  return (
    <>
      <header className="company-hero">
        <div
          className="company-hero__banner"
          style={{ '--banner-hue': hueOf(company.name) } as CSSProperties}
          aria-hidden="true"
        >
          {company.bannerUrl ? <img src={company.bannerUrl} alt="" decoding="async" /> : null}
        </div>
        <div className="company-hero__identity">
          <Avatar logo name={company.name} src={company.logoUrl} size={88} className="company-hero__logo" />
          <div>
            <h1>{company.name}</h1>
            <p className="muted">{openVacanciesText(company.openVacancies)}</p>
            <ResponseBadgeView badge={company.responseBadge} />
          </div>
          {company.canEdit ? (
            <Link href={paths.boardCompanyProfile} className="button button--secondary company-hero__edit">
              Редактировать профиль
            </Link>
          ) : null}
        </div>
      </header>
      {company.description ? (
        <section className="detail-section" aria-labelledby="about-title">
          <h2 id="about-title">О компании</h2>
          <PlainText text={company.description} />
        </section>
      ) : null}
      {company.website || place ? (
        <section className="detail-section" aria-labelledby="company-contacts-title">
          <h2 id="company-contacts-title">Контакты</h2>
          <dl className="facts">
            {company.website ? (
              <div>
                <dt>Сайт</dt>
                <dd>
                  <a href={company.website} target="_blank" rel="noopener noreferrer">
                    {siteLabel(company.website)}
                  </a>
                </dd>
              </div>
            ) : null}
            {place ? (
              <div>
                <dt>Адрес</dt>
                <dd>{place}</dd>
              </div>
            ) : null}
          </dl>
          {point ? (
            <LazyMapView
              className="map-view--small"
              ariaLabel={`Карта: ${place ?? company.name}`}
              markers={[{ id: company.id, ...point, title: company.name, subtitle: place ?? '' }]}
              center={point}
            />
          ) : null}
        </section>
      ) : null}
    </>
  );
}
