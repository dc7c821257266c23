import { eq } from 'drizzle-orm';
import type { AccountKind, SessionAccount } from '../../../shared/contract/auth.contract';
import type { Executor } from '../../db/client';
import { admins, companies, students } from '../../db/schema';

export type AccountWithSecret = SessionAccount & { passwordHash: string };

/** The kinds that share /login/ and the recovery form (docs/decisions/050). */
type UserKind = Exclude<AccountKind, 'admin'>;

/**
 * The student and the company accounts that hold an email, the preferred kind first. An email
 * is unique per kind only (src/server/db/schema/accounts.ts), so both may exist.
 */
export async function findUserAccountsByEmail(
  db: Executor,
  email: string,
  preferred: UserKind = 'student',
): Promise<AccountWithSecret[]> {
  const order: UserKind[] = preferred === 'company' ? ['company', 'student'] : ['student', 'company'];
  const found: AccountWithSecret[] = [];
  for (const kind of order) {
    const account = await findAccountByEmail(db, kind, email);
    if (account) found.push(account);
  }
  return found;
}

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
      ? {
          id: row.id,
          kind,
          email: row.email,
          name: row.name,
          status: row.status,
          passwordHash: row.passwordHash,
        }
      : null;
  }
  const [row] = await db.select().from(students).where(eq(students.email, email));
  return row
    ? {
        id: row.id,
        kind,
        email: row.email,
        name: `${row.firstName} ${row.lastName}`.trim(),
        status: row.status,
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
    return row ? { id: row.id, kind, email: row.email, name: row.name, status: row.status } : null;
  }
  const [row] = await db.select().from(students).where(eq(students.id, id));
  return row
    ? {
        id: row.id,
        kind,
        email: row.email,
        name: `${row.firstName} ${row.lastName}`.trim(),
        status: row.status,
      }
    : null;
}
