import { type JSX, useId } from 'react';

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
}

interface SegmentedControlProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: readonly SegmentOption<T>[];
  onChange(value: T): void;
  error?: string | undefined;
}

/**
 * A radio group drawn as segments. Native radios keep the keyboard behaviour screen-reader users
 * expect (Tab into the group, arrows to choose).
 */
export function SegmentedControl<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
}: SegmentedControlProps<T>): JSX.Element {
  const errorId = useId();
  return (
    <fieldset className="segmented" aria-describedby={error ? errorId : undefined}>
      <legend className="segmented__legend">{legend}</legend>
      <div className="segmented__options">
        {options.map((option) => (
          <label key={option.value} className="segmented__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
