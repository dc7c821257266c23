import { type JSX, useState } from 'react';
import type { VacancyFilters } from '../../../shared/vacancy-filters';
import { usePlatform } from '../../lib/services';
import { Button } from '../../ui/button';
import { PlacePicker } from '../../ui/places/place-picker';

type PlaceFields = Pick<VacancyFilters, 'city' | 'region' | 'near' | 'sort'>;

const NO_ACCESS = 'Нет доступа к геопозиции: разрешите его в настройках и нажмите «Рядом со мной» ещё раз.';
const NOT_FOUND = 'Не удалось определить, где вы. Выберите город из списка.';

/**
 * «Город или регион» and «Рядом со мной» (docs/decisions/061): chosen places as removable chips,
 * a picker that offers the dictionary's cities and regions, and the device's point, which sorts
 * the list nearest first (Telegram's location request inside Telegram, the browser's otherwise).
 */
export function PlaceFilter({
  filters,
  onChange,
}: {
  filters: VacancyFilters;
  onChange: (next: VacancyFilters) => void;
}): JSX.Element {
  const platform = usePlatform();
  const [locating, setLocating] = useState(false);
  const set = (fields: Partial<PlaceFields>) => onChange({ ...filters, ...fields });
  const chosen = [
    ...filters.city.map((name) => ({
      key: `city:${name}`,
      name,
      remove: () => set({ city: filters.city.filter((n) => n !== name) }),
    })),
    ...filters.region.map((name) => ({
      key: `region:${name}`,
      name,
      remove: () => set({ region: filters.region.filter((n) => n !== name) }),
    })),
  ];

  const locate = async () => {
    setLocating(true);
    const answer = await platform.requestLocation();
    setLocating(false);
    if (!answer.ok) {
      platform.toast('error', answer.reason === 'denied' ? NO_ACCESS : NOT_FOUND);
      return;
    }
    set({ near: `${answer.lat.toFixed(4)},${answer.lng.toFixed(4)}`, sort: 'distance' });
  };

  return (
    <fieldset className="filter-group place-filter">
      <legend className="visually-hidden">Где работать</legend>
      <PlacePicker
        label="Город или регион"
        placeholder="Например, Казань"
        onPick={(option) =>
          option.kind === 'city'
            ? set({ city: [...new Set([...filters.city, option.name])] })
            : set({ region: [...new Set([...filters.region, option.name])] })
        }
      />
      {chosen.length > 0 || filters.near ? (
        <ul className="place-filter__chosen" aria-label="Выбранные места">
          {chosen.map((place) => (
            <li key={place.key}>
              <button
                type="button"
                className="chip chip--removable"
                onClick={place.remove}
                aria-label={`Убрать: ${place.name}`}
              >
                {place.name} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          {filters.near ? (
            <li>
              <button
                type="button"
                className="chip chip--removable"
                onClick={() => set({ near: null, sort: filters.sort === 'distance' ? null : filters.sort })}
                aria-label="Убрать: рядом со мной"
              >
                Рядом со мной <span aria-hidden="true">×</span>
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      {filters.near ? null : (
        <Button variant="secondary" onClick={locate} disabled={locating} aria-busy={locating}>
          {locating ? 'Определяем, где вы…' : 'Рядом со мной'}
        </Button>
      )}
    </fieldset>
  );
}
