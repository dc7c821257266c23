import { type JSX, useEffect, useId, useRef, useState } from 'react';
import type { City } from '../../../shared/contract/place.contract';
import { Button } from '../button';
import { PlacePicker } from './place-picker';

interface CityFieldProps {
  /** The chosen city of the dictionary; null — none. */
  value: City | null;
  onChange(city: City | null): void;
  error?: string | undefined;
  hint?: string | undefined;
  /** The picker takes the focus when the field appears (a report's row opened for a city). */
  focusFirst?: boolean;
}

/** Where the focus goes once the field has switched between the chosen city and the picker. */
type FocusTarget = 'picker' | 'change' | null;

/**
 * «Город» of a vacancy or a company (docs/decisions/061): the chosen city with its region, to be
 * changed or removed, or the picker that offers the dictionary's cities. The focus follows the
 * switch (the picker after «Изменить» or «Убрать», «Изменить» after a pick), so a keyboard or a
 * screen reader stays in the field. An error (no city for a publication, an unknown one) opens the
 * picker, where it is read with the input.
 */
export function CityField({ value, onChange, error, hint, focusFirst = false }: CityFieldProps): JSX.Element {
  const hintId = `${useId()}-hint`;
  const [changing, setChanging] = useState(false);
  const pickerRef = useRef<HTMLInputElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<FocusTarget>(focusFirst ? 'picker' : null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'picker') pickerRef.current?.focus();
    else if (target === 'change') changeRef.current?.focus();
  });
  const switchTo = (picking: boolean) => {
    setChanging(picking);
    focusNext.current = picking ? 'picker' : 'change';
  };

  if (value === null || changing || error !== undefined) {
    return (
      <div className="city-field">
        <PlacePicker
          label="Город"
          placeholder="Например, Казань"
          regions={false}
          error={error}
          hint={hint}
          inputRef={pickerRef}
          onPick={(option) => {
            if (option.kind !== 'city') return;
            onChange({ id: option.id, name: option.name, region: option.region });
            switchTo(false);
          }}
        />
        {changing && value !== null ? (
          <div className="city-field__actions">
            <Button variant="ghost" className="button--small" onClick={() => switchTo(false)}>
              Оставить город {value.name}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <fieldset className="city-field" aria-describedby={hint ? hintId : undefined}>
      <legend className="field__label">Город</legend>
      <div className="city-field__chosen">
        <p className="city-field__place">
          <span>{value.name}</span>
          {/* Moscow's «region» is Moscow: said once. */}
          {value.region !== value.name ? <span className="city-field__region">{value.region}</span> : null}
        </p>
        <div className="city-field__actions">
          <Button
            ref={changeRef}
            variant="secondary"
            className="button--small"
            aria-label={`Изменить город: ${value.name}`}
            onClick={() => switchTo(true)}
          >
            Изменить
          </Button>
          <Button
            variant="ghost"
            className="button--small"
            aria-label={`Убрать город: ${value.name}`}
            onClick={() => {
              onChange(null);
              focusNext.current = 'picker';
            }}
          >
            Убрать
          </Button>
        </div>
      </div>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
