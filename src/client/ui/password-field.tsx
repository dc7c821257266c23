import { type JSX, useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle (helps on phones, where typos are easy). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>): JSX.Element {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="field__toggle"
          aria-pressed={shown}
          aria-label={shown ? 'Скрыть пароль' : 'Показать пароль'}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? 'Скрыть' : 'Показать'}
        </button>
      }
    />
  );
}
