import { type JSX, useMemo } from 'react';
import { Link } from 'wouter';
import { pluralRu } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { usePageTitle } from '../../lib/page-title';
import { useResource } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { Avatar } from '../../ui/avatar';
import { MapView } from '../../ui/map/map-view';
import { placeText } from '../../ui/places/place-text';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { mapPlacesRequest } from './map-api';

function vacanciesText(count: number): string {
  return count === 0
    ? 'Нет открытых вакансий'
    : pluralRu(count, ['открытая вакансия', 'открытые вакансии', 'открытых вакансий']);
}

/**
 * /map/: companies and their open vacancies on an interactive map, and always the same places as
 * a readable list — for screen readers, for keyboards, and for when the map cannot load.
 */
export function MapScreen(): JSX.Element {
  usePageTitle('Карта');
  const http = useHttp();
  const places = useResource('map', () => mapPlacesRequest(http));
  const items = places.status === 'ready' ? places.data.items : null;
  const markers = useMemo(
    () =>
      (items ?? []).flatMap((company) =>
        company.lat === null || company.lng === null
          ? []
          : [
              {
                id: company.id,
                lat: company.lat,
                lng: company.lng,
                title: company.name,
                subtitle: vacanciesText(company.openVacancies),
                href: `${paths.company}${company.id}/`,
              },
            ],
      ),
    [items],
  );

  return (
    <div className="map-page">
      <header className="page-header">
        <h1>Карта компаний</h1>
        <p className="muted">Где находятся компании и сколько у них открытых вакансий.</p>
      </header>
      {places.status === 'error' ? (
        <ErrorState
          title="Не удалось загрузить компании"
          message={places.message}
          onRetry={places.reload}
          code={places.code}
        />
      ) : (
        <div className="map-layout">
          <MapView className="map-view--page" ariaLabel="Карта компаний" markers={markers} />
          <section className="map-list" aria-labelledby="map-list-title">
            <h2 id="map-list-title">
              {items === null
                ? 'Компании'
                : `Компании на карте: ${new Intl.NumberFormat('ru-RU').format(items.length)}`}
            </h2>
            {places.status === 'loading' ? <ListSkeleton count={3} label="Загрузка компаний…" /> : null}
            {items !== null && items.length === 0 ? (
              <EmptyState title="Пока ни одна компания не указала адрес на карте">
                <Link href={paths.companies} className="button button--secondary">
                  Все компании
                </Link>
              </EmptyState>
            ) : null}
            {items !== null && items.length > 0 ? (
              <ul className="place-list">
                {items.map((company) => (
                  <li key={company.id} className="place">
                    <Avatar logo name={company.name} src={company.logoUrl} size={40} />
                    <div>
                      <Link href={`${paths.company}${company.id}/`} className="place__name">
                        {company.name}
                      </Link>
                      {placeText(company) ? <p className="place__address">{placeText(company)}</p> : null}
                      <p className="place__count">{vacanciesText(company.openVacancies)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            ) : null}
            {places.status === 'ready' && places.data.partial ? (
              <p className="muted">
                Показаны {pluralRu(places.data.items.length, ['компания', 'компании', 'компаний'])} из{' '}
                {new Intl.NumberFormat('ru-RU').format(places.data.total)}.
              </p>
            ) : null}
          </section>
        </div>
      )}
    </div>
  );
}
