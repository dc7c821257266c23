import type { SessionData } from '../../../shared/contract/auth.contract';
import type { RegisterRequest } from '../../../shared/contract/registration.contract';
import { hashPassword } from '../../auth/passwords';
import { hitRateLimit, type RateLimitRule } from '../../auth/rate-limit';
import { createSession } from '../../auth/sessions';
import { companies, students } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { enqueueNotification } from '../outbox/enqueue';
import { linkAndTell, type NewLink } from '../telegram-link/link-notice';
import { tellOwnerOfTakenEmail } from './taken-email-notice';

/** Anti-automation: one address may create a handful of accounts an hour, not a thousand. */
export const REGISTER_LIMITS = {
  perAddress: { limit: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

type RegisterResult =
  | { ok: true; session: SessionData; credential: string; expiresAt: Date }
  | { ok: false; reason: 'duplicate' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

/**
 * POST /api/register/: the account starts pending (the career centre checks it), the consent's
 * time is stored (152-ФЗ asks the operator to prove consent), and it is signed in at once.
 * Duplicates are caught by the email's unique index, so two racing requests cannot both win; the
 * address's owner is told by mail (docs/decisions/056).
 * `link` (inside the Mini App): the new account is linked, and the link's notice queued, in the
 * same transaction (docs/decisions/013).
 */
export async function registerAccount(
  deps: DomainDeps,
  input: RegisterRequest & { address: string; link?: NewLink | null; linkBase: string },
): Promise<RegisterResult> {
  const now = deps.now();
  const state = await hitRateLimit(
    deps.db,
    `register:address:${input.address}`,
    REGISTER_LIMITS.perAddress,
    now,
  );
  if (state.count > REGISTER_LIMITS.perAddress.limit) {
    const seconds = Math.max(1, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000));
    return { ok: false, reason: 'rate-limited', retryAfterSeconds: seconds };
  }
  const passwordHash = await hashPassword(input.password);
  const link = input.link;
  try {
    const result = await deps.db.transaction(async (tx) => {
      const account =
        input.kind === 'student'
          ? await insertStudent(tx, input, passwordHash, now)
          : await insertCompany(tx, input, passwordHash, now);
      // Registered from the Mini App: linked at once, so the next open signs in by itself.
      if (link) await linkAndTell(deps, tx, account, link);
      const created = await createSession(tx, account, now, link ? { telegramUserId: link.user.id } : {});
      // The career centre's admins hear of it in Telegram (docs/decisions/022-durable-outbox.md).
      await enqueueNotification(
        deps,
        tx,
        { admins: true },
        { type: 'registration-pending', kind: input.kind, accountId: account.id, name: account.name },
      );
      return {
        ok: true as const,
        session: { kind: account.kind, token: created.handle, account },
        credential: created.credential,
        expiresAt: created.expiresAt,
      };
    });
    return result;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await tellOwnerOfTakenEmail(deps, { kind: input.kind, email: input.email, linkBase: input.linkBase });
    return { ok: false, reason: 'duplicate' };
  }
}

type Tx = Parameters<Parameters<DomainDeps['db']['transaction']>[0]>[0];
type Student = Extract<RegisterRequest, { kind: 'student' }>;
type Company = Extract<RegisterRequest, { kind: 'company' }>;

async function insertStudent(tx: Tx, input: Student, passwordHash: string, now: Date) {
  const [row] = await tx
    .insert(students)
    .values({
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      university: input.university,
      faculty: input.faculty || null,
      course: input.course,
      graduationYear: input.graduationYear,
      status: 'pending',
      personalDataConsentAt: now,
    })
    .returning({ id: students.id });
  if (!row) throw new Error('student insert returned nothing');
  const name = `${input.firstName} ${input.lastName}`;
  return { id: row.id, kind: 'student' as const, email: input.email, name };
}

async function insertCompany(tx: Tx, input: Company, passwordHash: string, now: Date) {
  const [row] = await tx
    .insert(companies)
    .values({
      email: input.email,
      passwordHash,
      name: input.name,
      inn: input.inn,
      contactPerson: input.contactPerson,
      phone: input.phone,
      status: 'pending',
      personalDataConsentAt: now,
    })
    .returning({ id: companies.id });
  if (!row) throw new Error('company insert returned nothing');
  return { id: row.id, kind: 'company' as const, email: input.email, name: input.name };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}
