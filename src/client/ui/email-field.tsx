import type { JSX } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/**
 * An email input as every form wants it: the email keyboard on phones, the password manager's
 * username slot, and no auto-capitalising or spell-checking of addresses.
 */
export function EmailField({
  label = 'Email',
  ...props
}: Partial<Pick<TextFieldProps, 'label'>> & Omit<TextFieldProps, 'label'>): JSX.Element {
  return (
    <TextField
      label={label}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      required
      {...props}
    />
  );
}
