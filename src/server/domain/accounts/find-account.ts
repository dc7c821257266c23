import { eq } from 'drizzle-orm';
import type { AccountKind, SessionAccount } from '../../../shared/contract/auth.contract';
import type { Executor } from '../../db/client';
import { admins, companies, students } from '../../db/schema';

type AccountWithSecret = SessionAccount & { passwordHash: string };

/** An account of the given kind by (normalised) email, with its password hash. */
export async function findAccountByEmail(
  db: Executor,
  kind: AccountKind,
  email: string,
): Promise<AccountWithSecret | null> {
  if (kind === 'admin') {
    const [row] = await db.select().from(admins).where(eq(admins.email, email));
    return row
      ? { id: row.id, kind, email: row.email, name: row.name, passwordHash: row.passwordHash }
      : null;
  }
  if (kind === 'company') {
    const [row] = await db.select().from(companies).where(eq(companies.email, email));
    return row
      ? { id: row.id, kind, email: row.email, name: row.name, passwordHash: row.passwordHash }
      : null;
  }
  const [row] = await db.select().from(students).where(eq(students.email, email));
  return row
    ? {
        id: row.id,
        kind,
        email: row.email,
        name: `${row.firstName} ${row.lastName}`.trim(),
        passwordHash: row.passwordHash,
      }
    : null;
}

/** The public view of an account by id, or null when it no longer exists. */
export async function findAccountById(
  db: Executor,
  kind: AccountKind,
  id: number,
): Promise<SessionAccount | null> {
  if (kind === 'admin') {
    const [row] = await db.select().from(admins).where(eq(admins.id, id));
    return row ? { id: row.id, kind, email: row.email, name: row.name } : null;
  }
  if (kind === 'company') {
    const [row] = await db.select().from(companies).where(eq(companies.id, id));
    return row ? { id: row.id, kind, email: row.email, name: row.name } : null;
  }
  const [row] = await db.select().from(students).where(eq(students.id, id));
  return row ? { id: row.id, kind, email: row.email, name: `${row.firstName} ${row.lastName}`.trim() } : null;
}
