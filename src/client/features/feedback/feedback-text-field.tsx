import { type JSX, type Ref, useId } from 'react';
import { FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_MIN } from '../../../shared/contract/feedback';

interface FeedbackTextFieldProps {
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  textareaRef: Ref<HTMLTextAreaElement>;
}

/**
 * The message with its counter. The counter speaks only near the limit: «12 из 4 000» read after
 * every key would drown a screen-reader user. The limit is not a hard maxLength, so a pasted
 * long text is visible and can be cut rather than silently truncated.
 */
export function FeedbackTextField({
  value,
  error,
  onChange,
  textareaRef,
}: FeedbackTextFieldProps): JSX.Element {
  const id = useId();
  const length = value.trim().length;
  const near = length >= FEEDBACK_TEXT_MAX * 0.9;
  const over = length > FEEDBACK_TEXT_MAX;
  const describedBy = [error ? `${id}-error` : null, `${id}-count`].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        Сообщение
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        name="text"
        className="field__input field__textarea feedback-form__text"
        value={value}
        rows={5}
        required
        minLength={FEEDBACK_TEXT_MIN}
        placeholder="Вопрос, идея или что-то не работает"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="field__below">
        <p
          className={`field__counter${over ? ' field__counter--over' : ''}`}
          id={`${id}-count`}
          aria-live={near ? 'polite' : 'off'}
        >
          {length.toLocaleString('ru-RU')} из {FEEDBACK_TEXT_MAX.toLocaleString('ru-RU')}
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
