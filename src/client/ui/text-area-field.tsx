import { type JSX, type Ref, type TextareaHTMLAttributes, useId } from 'react';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string;
  value: string;
  maxLength: number;
  error?: string | undefined;
  hint?: string | undefined;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** A class for the textarea beside the field's own. */
  textareaClassName?: string;
  /** Count without surrounding spaces, as a contract that trims before checking lengths does. */
  countTrimmed?: boolean;
}

/**
 * A labelled textarea with a character counter. The counter is announced only near the limit:
 * reading «1 из 10 000» after every key would drown the user.
 */
export function TextAreaField({
  label,
  value,
  maxLength,
  error,
  hint,
  textareaRef,
  textareaClassName,
  countTrimmed = false,
  ...rest
}: TextAreaFieldProps): JSX.Element {
  const id = useId();
  const length = countTrimmed ? value.trim().length : value.length;
  const near = length >= maxLength * 0.9;
  const over = length > maxLength;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, `${id}-count`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...rest}
        ref={textareaRef}
        id={id}
        value={value}
        className={`field__input field__textarea${textareaClassName ? ` ${textareaClassName}` : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <div className="field__below">
        {hint ? (
          <p className="field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
        <p
          className={`field__counter${over ? ' field__counter--over' : ''}`}
          id={`${id}-count`}
          aria-live={near ? 'polite' : 'off'}
        >
          {length.toLocaleString('ru-RU')} из {maxLength.toLocaleString('ru-RU')}
        </p>
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
