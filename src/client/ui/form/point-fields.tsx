import type { JSX } from 'react';
import type * as v from 'valibot';
import { Button } from '../button';
import { type MapMarker, MapView } from '../map/map-view';
import { TextField } from '../text-field';

/** '' → null; «55,75» and «55.75» → 55.75; anything else NaN, which the contract rejects. */
export function parseCoordinate(text: string): number | null {
  const compact = text.trim().replace(',', '.');
  if (compact === '') return null;
  return /^-?\d{1,3}(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

/** The contract's coordinate checks carry valibot's English texts; the form says it in Russian. */
export function coordinateMessage(path: string, issue: v.BaseIssue<unknown>): string | undefined {
  if (!['number', 'min_value', 'max_value'].includes(issue.type)) return undefined;
  if (path === 'lat' || path.endsWith('.lat')) return 'Широта — число от −90 до 90, например 55,7558.';
  if (path === 'lng' || path.endsWith('.lng')) return 'Долгота — число от −180 до 180, например 37,6173.';
  return undefined;
}

/** The map of a form shows only the picked point; a stable empty list keeps it from refitting. */
const NO_MARKERS: readonly MapMarker[] = [];

/** A point as the inputs hold it. */
interface PointText {
  lat: string;
  lng: string;
}

interface PointFieldsProps {
  value: PointText;
  onChange(value: PointText): void;
  onBlur(field: 'lat' | 'lng'): void;
  errors: { lat?: string | undefined; lng?: string | undefined };
}

/** Rounded so that a click on the map does not produce fifteen decimals in the inputs. */
function pointText(point: { lat: number; lng: number }): PointText {
  return { lat: point.lat.toFixed(6), lng: point.lng.toFixed(6) };
}

/**
 * The point of an address. The numeric inputs are also the keyboard and screen-reader way to set
 * the point a map click sets, so they stay next to the map.
 */
export function PointFields({ value, onChange, onBlur, errors }: PointFieldsProps): JSX.Element {
  const lat = parseCoordinate(value.lat);
  const lng = parseCoordinate(value.lng);
  const picked =
    lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
  return (
    <fieldset className="point-fields">
      <legend className="field__label">Точка на карте</legend>
      <p className="field__hint">Нажмите на карту или введите координаты — по ним адрес покажут на карте.</p>
      <MapView
        markers={NO_MARKERS}
        ariaLabel="Карта: нажмите, чтобы отметить точку адреса"
        picked={picked}
        onPick={(point) => onChange(pointText(point))}
        className="point-fields__map"
      />
      <div className="form-grid form-grid--point">
        <TextField
          label="Широта"
          name="lat"
          inputMode="decimal"
          placeholder="55,7558"
          value={value.lat}
          onChange={(event) => onChange({ ...value, lat: event.target.value })}
          onBlur={() => onBlur('lat')}
          error={errors.lat}
        />
        <TextField
          label="Долгота"
          name="lng"
          inputMode="decimal"
          placeholder="37,6173"
          value={value.lng}
          onChange={(event) => onChange({ ...value, lng: event.target.value })}
          onBlur={() => onBlur('lng')}
          error={errors.lng}
        />
        {value.lat !== '' || value.lng !== '' ? (
          <Button variant="ghost" className="button--small" onClick={() => onChange({ lat: '', lng: '' })}>
            Убрать точку
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
