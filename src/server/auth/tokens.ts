import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random URL-safe token with `bytes` bytes of entropy (ASVS 7.2.3: at least 128 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a high-entropy secret, hex. Enough for ≥112-bit tokens (ASVS 6.5.2); not for passwords. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
