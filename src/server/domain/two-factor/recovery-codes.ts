import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '../../../shared/contract/two-factor.contract';
import { hashToken } from '../../auth/tokens';
import type { Executor } from '../../db/client';
import { adminRecoveryCodes } from '../../db/schema';

/** No 0/o, 1/l/i: codes are copied from paper. 10 characters of 31 ≈ 49.5 bits each. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode(): string {
  let text = '';
  for (let index = 0; index < 10; index += 1) text += ALPHABET[randomInt(ALPHABET.length)];
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** What the admin typed, in the stored form: lower case, no spaces or dashes. */
function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '');
}

/** Replaces the admin's codes with new ones; the plain codes are returned once and kept only hashed. */
export async function issueRecoveryCodes(tx: Executor, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await tx
    .insert(adminRecoveryCodes)
    .values(codes.map((code) => ({ adminId, codeHash: hashToken(normaliseRecoveryCode(code)) })));
  return codes;
}

/** Uses up a code: one atomic UPDATE, so the same code never passes twice, however many race. */
export async function consumeRecoveryCode(
  db: Executor,
  adminId: number,
  input: string,
  now: Date,
): Promise<boolean> {
  const normalised = normaliseRecoveryCode(input);
  if (!/^[a-z0-9]{10}$/.test(normalised)) return false;
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, hashToken(normalised)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used.length > 0;
}

export async function unusedRecoveryCodes(db: Executor, adminId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}
