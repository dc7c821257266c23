import { hash, verify } from '@node-rs/argon2';

/** argon2id, t=2, m=19 MiB, p=1: OWASP ASVS 5.0 appendix C (docs/design.md#chosen-libraries). */
const ARGON2_OPTIONS = { algorithm: 2, timeCost: 2, memoryCost: 19_456, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password. With no stored hash (unknown email) it still spends the same argon2 time
 * on a dummy hash, so response time does not reveal whether an account exists.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('dummy password that matches nothing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
