import type { JSX } from 'react';
import { PHONE_MASK } from '../../../shared/phone';
import { TextField, type TextFieldProps } from '../text-field';

type PhoneFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'placeholder'>;

/**
 * «Телефон» with the mask's placeholder: the student's profile and the company's account (an
 * uncontrolled input their mask writes, lib/own-details-form.ts) and the vacancy's contacts.
 */
export function PhoneField({ name = 'phone', ...props }: PhoneFieldProps): JSX.Element {
  return (
    <TextField
      label="Телефон"
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_MASK.replace(/#/g, '_')}
      {...props}
    />
  );
}
