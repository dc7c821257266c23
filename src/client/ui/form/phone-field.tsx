import type { JSX } from 'react';
import { PHONE_MASK } from '../../../shared/phone';
import { TextField } from '../text-field';

interface PhoneFieldProps {
  /** The starting value: the input is uncontrolled, its mask writes it as the user types. */
  defaultValue: string;
  inputRef: (input: HTMLInputElement | null) => (() => void) | undefined;
  error: string | undefined;
  onBlur(): void;
}

/** «Телефон» of the student's profile and the company's account, masked by the caller's ref. */
export function PhoneField({ defaultValue, inputRef, error, onBlur }: PhoneFieldProps): JSX.Element {
  return (
    <TextField
      label="Телефон"
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_MASK.replace(/#/g, '_')}
      defaultValue={defaultValue}
      inputRef={inputRef}
      error={error}
      onBlur={onBlur}
    />
  );
}
