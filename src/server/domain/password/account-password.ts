import { eq } from 'drizzle-orm';
import type { AccountKind } from '../../../shared/contract/auth.contract';
import type { Executor } from '../../db/client';
import { admins, companies, students } from '../../db/schema';

/** The table holding each kind's password hash. */
const TABLES = { admin: admins, company: companies, student: students } as const;

export type AccountRef = { kind: AccountKind; id: number };

/** The stored argon2 hash of an account, or null when the account no longer exists. */
export async function readPasswordHash(db: Executor, account: AccountRef): Promise<string | null> {
  const table = TABLES[account.kind];
  const [row] = await db
    .select({ passwordHash: table.passwordHash })
    .from(table)
    .where(eq(table.id, account.id));
  return row?.passwordHash ?? null;
}

/** Replaces the hash; false when the account is gone. */
export async function writePasswordHash(
  db: Executor,
  account: AccountRef,
  passwordHash: string,
): Promise<boolean> {
  const table = TABLES[account.kind];
  const rows = await db
    .update(table)
    .set({ passwordHash })
    .where(eq(table.id, account.id))
    .returning({ id: table.id });
  return rows.length > 0;
}
