import { describe, expect, it } from 'vitest';
import { isValidInn } from './inn';

describe('isValidInn', () => {
  it('accepts real 10- and 12-digit INNs', () => {
    // ПАО Сбербанк, ПАО «Газпром»; a 12-digit INN of an individual.
    expect(isValidInn('7707083893')).toBe(true);
    expect(isValidInn('7736050003')).toBe(true);
    expect(isValidInn('500100732259')).toBe(true);
  });

  it('refuses a wrong control digit', () => {
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('500100732258')).toBe(false);
    expect(isValidInn('500100732269')).toBe(false);
  });

  it('refuses other lengths and non-digits', () => {
    expect(isValidInn('770708389')).toBe(false);
    expect(isValidInn('77070838931')).toBe(false);
    expect(isValidInn('77070838a3')).toBe(false);
    expect(isValidInn(' 7707083893')).toBe(false);
  });
});
