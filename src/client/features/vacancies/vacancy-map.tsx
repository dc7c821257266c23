/**
 * «На карте» of /vacancies/ (docs/decisions/064-map-and-list.md): the current search's vacancies
 * as pins, one per point with their number; moving the map offers «Искать в этой области», which
 * narrows the search (and so the list under the map) to the area shown. Its own chunk: the list's
 * first screen carries neither Leaflet nor this (tests/e2e/js-budget.journey.test.ts).
 */
import { type JSX, useId, useMemo, useState } from 'react';
import { TOTAL_CAP } from '../../../shared/contract/vacancy.contract';
import type { VacancyPoint } from '../../../shared/contract/vacancy-map.contract';
import { pluralRu } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { filtersToSearch, type VacancyFilters } from '../../../shared/vacancy-filters';
import { useResource } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { Button } from '../../ui/button';
import { type MapBounds, type MapMarker, MapView } from '../../ui/map/map-view';
import { ErrorState } from '../../ui/states';
import { vacancyPointsRequest } from './vacancies-map-api';

const vacanciesOf = (count: number) => pluralRu(count, ['вакансия', 'вакансии', 'вакансий']);
const number = (value: number) => new Intl.NumberFormat('ru-RU').format(value);

function markerOf(point: VacancyPoint): MapMarker {
  const items = point.items.map((item) => ({
    title: item.title,
    href: `${paths.vacancy}${item.id}/`,
    subtitle: item.company,
  }));
  const [first] = items;
  const id = `${point.lat},${point.lng}`;
  if (point.count === 1 && first) return { id, lat: point.lat, lng: point.lng, ...first };
  const rest = point.count - items.length;
  return {
    id,
    lat: point.lat,
    lng: point.lng,
    count: point.count,
    title: `${vacanciesOf(point.count)} в этой точке`,
    items,
    ...(rest > 0 ? { subtitle: `и ещё ${vacanciesOf(rest)} — в списке под картой` } : {}),
  };
}

function boxOf(bbox: string | null): MapBounds | null {
  if (bbox === null) return null;
  const [south = 0, west = 0, north = 0, east = 0] = bbox.split(',').map(Number);
  return { south, west, north, east };
}

const bboxOf = (bounds: MapBounds) => `${bounds.south},${bounds.west},${bounds.north},${bounds.east}`;

export function VacancyMap({
  filters,
  onArea,
}: {
  filters: VacancyFilters;
  /** «Искать в этой области»: the area shown, as the address writes `bbox`. */
  onArea: (bbox: string) => void;
}): JSX.Element {
  const http = useHttp();
  const titleId = useId();
  const key = filtersToSearch(filters);
  const points = useResource(`vacancy-points\u0000${key}`, (signal) =>
    vacancyPointsRequest(http, filters, signal),
  );
  // The area the user moved to and has not searched yet; a new search forgets it. Its button comes
  // before the map: one Shift+Tab from the map, not after every pin's stop.
  const [moved, setMoved] = useState<{ key: string; bounds: MapBounds } | null>(null);
  const pending = moved?.key === key ? moved.bounds : null;
  const data = points.status === 'ready' ? points.data : null;
  const markers = useMemo(() => (data ? data.points.map(markerOf) : []), [data]);
  const view = useMemo(() => boxOf(filters.bbox), [filters.bbox]);

  return (
    <section className="vacancy-map" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        Вакансии на карте
      </h2>
      <div className="vacancy-map__frame">
        {pending ? (
          <Button
            className="vacancy-map__search"
            onClick={() => {
              setMoved(null);
              onArea(bboxOf(pending));
            }}
          >
            Искать в этой области
          </Button>
        ) : null}
        <MapView
          className="map-view--list"
          ariaLabel="Карта вакансий поиска: стрелки двигают карту, плюс и минус меняют масштаб"
          markers={markers}
          view={view}
          onMove={(bounds) => setMoved({ key, bounds })}
        />
      </div>
      {points.status === 'error' ? (
        <ErrorState
          title="Не удалось загрузить вакансии на карту"
          message={points.message}
          onRetry={points.reload}
          code={points.code}
        />
      ) : (
        <p className="vacancy-map__status" role="status">
          {data === null ? 'Загружаем вакансии на карту…' : statusText(data, filters.bbox !== null)}
        </p>
      )}
    </section>
  );
}

function statusText(
  data: { points: VacancyPoint[]; placed: number; unplaced: number; capped: boolean },
  inArea: boolean,
): string {
  if (data.placed === 0) {
    const none = inArea ? 'В этой области карты' : 'По этому запросу на карте';
    return `${none} вакансий нет. Передвиньте карту и нажмите «Искать в этой области» или измените фильтры.`;
  }
  const parts = [
    `На карте ${vacanciesOf(data.placed)} в ${pluralRu(data.points.length, ['точке', 'точках', 'точках'])}.`,
  ];
  if (data.capped)
    parts.push(
      `Показаны ${number(TOTAL_CAP)} самых новых из найденных: уточните поиск или приблизьте карту и нажмите «Искать в этой области».`,
    );
  if (data.unplaced > 0)
    parts.push(
      `Ещё ${vacanciesOf(data.unplaced)} без места на карте (удалённо или город не указан) — в списке.`,
    );
  return parts.join(' ');
}
