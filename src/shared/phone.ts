/**
 * Russian phone numbers as people type, paste and store them: «+7 (916) 123-45-67», «8 916 123 45
 * 67», «79161234567», «9161234567» are one number. The masks (client/lib/mask.ts) and the shared
 * contracts use these same functions, so what the form shows is what the server accepts.
 */

/** The mask every phone field shows (maska tokens: # is a digit). */
export const PHONE_MASK = '+7 (###) ###-##-##';

/**
 * `mobile`: only 9XX numbers exist (profiles, registration), so a leading 7 or 8 is always the
 * country prefix and can be dropped while the user is still typing. `any`: landlines too (a
 * vacancy's contact, e.g. 812 or 800), so a leading 8 or 7 is a prefix only in an 11-digit number.
 */
export type PhoneKind = 'mobile' | 'any';

const prefixAt = (digits: string, kind: PhoneKind) =>
  /^[78]/.test(digits) && (kind === 'mobile' || digits.length > 10);

/** The national digits (without the country code) of a number in any of the spellings above. */
export function nationalPhoneDigits(value: string, kind: PhoneKind = 'mobile'): string {
  let digits = value.replace(/\D/g, '');
  // «+7…»: the 7 after a plus is the country code, whatever follows.
  if (/^\D*\+/.test(value) && digits.startsWith('7')) digits = digits.slice(1);
  else if (prefixAt(digits, kind)) digits = digits.slice(1);
  // «8 916…» typed or pasted after the «+7 (» the mask already shows.
  if (prefixAt(digits, kind)) digits = digits.slice(1);
  return digits;
}

const VALID = { mobile: /^9\d{9}$/, any: /^[3489]\d{9}$/ } as const;

/** «+79161234567», the one stored spelling, or null when `value` is not such a number. */
export function normalisePhone(value: string, kind: PhoneKind = 'mobile'): string | null {
  const national = nationalPhoneDigits(value, kind);
  return VALID[kind].test(national) ? `+7${national}` : null;
}

/** «+7 (916) 123-45-67» for a valid number, else null (the text is then shown as it is). */
export function formatPhone(value: string, kind: PhoneKind = 'any'): string | null {
  const stored = normalisePhone(value, kind);
  if (stored === null) return null;
  const d = stored.slice(2);
  return `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 10)}`;
}
