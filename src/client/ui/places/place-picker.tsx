import { type JSX, type KeyboardEvent, type Ref, useId, useState } from 'react';
import { type PlaceOption, usePlaceSuggestions } from './place-suggestions';

interface PlacePickerProps {
  /** The field's visible label. */
  label: string;
  placeholder?: string;
  /** Regions are offered too (the search's filter); a vacancy's city is a city only. */
  regions?: boolean;
  /** A form's word on the field (city-field.tsx): marks the input invalid and is read with it. */
  error?: string | undefined;
  hint?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  onPick: (option: PlaceOption) => void;
}

/**
 * A city (or region) chosen from the dictionary by typing its first letters: an ARIA combobox
 * whose list follows the arrows, takes Enter and closes on Escape (docs/decisions/061).
 */
export function PlacePicker({
  label,
  placeholder,
  regions = true,
  error,
  hint,
  inputRef,
  onPick,
}: PlacePickerProps): JSX.Element {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
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
    <div className={`place-picker${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="filter-group__legend">
        {label}
      </label>
      {/* The list opens right under the input, above the hint and the error. */}
      <div className="place-picker__control">
        <input
          ref={inputRef}
          id={id}
          className="field__input"
          role="combobox"
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
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
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      {failed ? (
        <p className="field__hint" role="status">
          Не удалось загрузить список городов. Проверьте соединение и попробуйте ещё раз.
        </p>
      ) : null}
    </div>
  );
}
