import { type JSX, type SelectHTMLAttributes, useId } from 'react';

interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'onChange'> {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
  error?: string | undefined;
}

/** A labelled native select: the phone's own picker is the best one at 360 px. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  error,
  ...rest
}: SelectFieldProps): JSX.Element {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...rest}
        id={id}
        className="field__input field__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Options from a dictionary of labels ({ full: 'Полная занятость', … }), in its order. */
export function optionsFrom(labels: Readonly<Record<string, string>>): SelectOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
