import type { JSX } from 'react';
import { formatPhone } from '../../shared/phone';

/**
 * A phone as a `tel:` link, «+7 (916) 123-45-67», when it is a real number; anything else (text
 * saved before numbers were checked) is shown as text, never offered to the dialler.
 */
export function PhoneLink({ phone }: { phone: string }): JSX.Element {
  const formatted = formatPhone(phone, 'any');
  if (formatted === null) return <span>{phone}</span>;
  return <a href={`tel:${formatted.replace(/[^\d+]/g, '')}`}>{formatted}</a>;
}
