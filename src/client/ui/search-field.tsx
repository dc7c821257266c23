import { type FormEvent, type JSX, useEffect, useId, useRef, useState } from 'react';
import { useDebouncedCallback } from './use-debounced';

export const SEARCH_DEBOUNCE_MS = 400;

type SearchTrigger = 'typing' | 'submit';

interface SearchFieldProps {
  label: string;
  /** The applied text (from the address); the field follows it on back/forward. */
  value: string;
  onSearch: (text: string, trigger: SearchTrigger) => void;
  placeholder?: string;
  delay?: number;
}

/**
 * A search box that searches as the user pauses typing and at once on Enter. It is a form with
 * role="search", so screen readers list it as a landmark, and the phone keyboard shows «Найти».
 */
export function SearchField({
  label,
  value,
  onSearch,
  placeholder,
  delay = SEARCH_DEBOUNCE_MS,
}: SearchFieldProps): JSX.Element {
  const id = useId();
  const [text, setText] = useState(value);
  // The last text this field searched for. Its echo through the address must not touch the input
  // (the user may have typed on, or left a trailing space before the next word).
  const emitted = useRef<string | null>(null);
  const search = (next: string, trigger: SearchTrigger) => {
    emitted.current = next;
    onSearch(next, trigger);
  };
  const debounced = useDebouncedCallback((next: string) => search(next.trim(), 'typing'), delay);

  // Back/forward changed the address: show what is searched, dropping a stale pending search.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new `value` may reset the field.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = null;
    debounced.cancel();
    setText(value);
  }, [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    debounced.cancel();
    search(text.trim(), 'submit');
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for older Telegram webviews; the role is understood everywhere.
    <form role="search" className="search-field" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="search-field__input"
        value={text}
        placeholder={placeholder}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={200}
        onChange={(event) => {
          setText(event.target.value);
          debounced.call(event.target.value);
        }}
      />
      <button type="submit" className="button button--primary search-field__button">
        Найти
      </button>
    </form>
  );
}
