import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpCode, totpStep } from './totp';

// RFC 6238 appendix B: the SHA-1 key is the ASCII "12345678901234567890"; 8-digit values there,
// whose last 6 digits are the 6-digit codes.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

describe('TOTP (RFC 6238, HMAC-SHA1, 6 digits)', () => {
  it('reproduces the RFC 4226 and RFC 6238 test vectors', () => {
    expect(hotp(Buffer.from('12345678901234567890'), 0)).toBe('755224');
    expect(hotp(Buffer.from('12345678901234567890'), 9)).toBe('520489');
    const vectors: [number, string][] = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
    ];
    for (const [seconds, code] of vectors) {
      expect(totpCode(RFC_SECRET, totpStep(new Date(seconds * 1000)))).toBe(code);
    }
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  it('accepts one step either side, not two, and never a step at or before the last used one', () => {
    const now = new Date(1_800_000_000_000);
    const step = totpStep(now);
    const at = (s: number) => totpCode(RFC_SECRET, s);
    expect(matchTotp(RFC_SECRET, at(step), now, null)).toBe(step);
    expect(matchTotp(RFC_SECRET, at(step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, at(step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, at(step - 2), now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(step + 2), now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(step), now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(step - 1), now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(step + 1), now, step)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, '12345', now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, '12345a', now, null)).toBeNull();
  });

  it('builds the otpauth URI authenticator apps read', () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'anna@example.ru', 'Карьерный центр');
    expect(uri.startsWith('otpauth://totp/')).toBe(true);
    const parsed = new URL(uri);
    expect(parsed.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(parsed.searchParams.get('digits')).toBe('6');
    expect(parsed.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(parsed.pathname)).toContain('anna@example.ru');
  });
});
