import { type JSX, type KeyboardEvent, useId, useState } from 'react';
import { type PlaceOption, usePlaceSuggestions } from './place-suggestions';

interface PlacePickerProps {
  /** The field's visible label. */
  label: string;
  placeholder?: string;
  /** Regions are offered too (the search's filter); a vacancy's city is a city only. */
  regions?: boolean;
  onPick: (option: PlaceOption) => void;
}

/**
 * A city (or region) chosen from the dictionary by typing its first letters: an ARIA combobox
 * whose list follows the arrows, takes Enter and closes on Escape (docs/decisions/061).
 */
export function PlacePicker({ label, placeholder, regions = true, onPick }: PlacePickerProps): JSX.Element {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const { options: found, failed } = usePlaceSuggestions(text);
  const options = regions ? found : found.filter((option) => option.kind === 'city');
  const shown = open && options.length > 0;

  const pick = (option: PlaceOption) => {
    onPick(option);
    setText('');
    setOpen(false);
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((index) => (index - 1 + options.length) % options.length);
    } else if (event.key === 'Enter' && shown) {
      event.preventDefault();
      const option = options[active];
      if (option) pick(option);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="place-picker">
      <label htmlFor={id} className="filter-group__legend">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {failed ? (
        <p className="field__hint" role="status">
          Не удалось загрузить список городов. Проверьте соединение и попробуйте ещё раз.
        </p>
      ) : null}
      <div id={listId} role="listbox" aria-label={label} className="place-picker__list" hidden={!shown}>
        {options.map((option, index) => (
          <div
            key={`${option.kind}:${option.name}:${option.detail}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // The input keeps the focus (aria-activedescendant); the arrows move through these.
            tabIndex={-1}
            className="place-picker__option"
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
          >
            <span>{option.name}</span>
            {option.detail ? <span className="place-picker__detail">{option.detail}</span> : null}
          </div>
        ))}
      </div>
    </div>
  );
}
