import { type InputHTMLAttributes, type JSX, type ReactNode, type Ref, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Something placed inside the field on the right (the password's show/hide button). */
  trailing?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled input. The error and hint are tied to the input by aria-describedby, and
 * aria-invalid marks the field, so a screen reader says what is wrong where the user is.
 */
export function TextField({
  label,
  error,
  hint,
  trailing,
  inputRef,
  ...inputProps
}: TextFieldProps): JSX.Element {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          {...inputProps}
          ref={inputRef}
          id={id}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {trailing}
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
    </div>
  );
}
