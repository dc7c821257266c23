/**
 * The INN checksum (ФНС): a 10-digit INN of an organisation has one control digit, a 12-digit
 * INN of an individual entrepreneur two. Each is the weighted sum mod 11, then mod 10.
 */
const WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function controlDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return (sum % 11) % 10;
}

/** True for a well-formed INN: 10 or 12 digits whose control digits match. */
export function isValidInn(value: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(value)) return false;
  const digits = [...value].map(Number);
  if (digits.length === 10) return controlDigit(digits, WEIGHTS_10) === digits[9];
  return controlDigit(digits, WEIGHTS_11) === digits[10] && controlDigit(digits, WEIGHTS_12) === digits[11];
}
