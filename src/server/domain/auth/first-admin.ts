import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { SetupRequest } from '../../../shared/contract/auth.contract';
import { hashPassword } from '../../auth/passwords';
import { hashToken, randomToken } from '../../auth/tokens';
import { admins, setupTokens } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { boardHasNoAdmin, writeSynonymStart } from '../search-synonyms/synonym-start';

/** A setup link lives a day: long enough to find the console, short enough not to linger. */
export const SETUP_TOKEN_LIFETIME_MS = 24 * 3_600_000;

type FirstAdminOutcome =
  | { kind: 'exists' }
  | { kind: 'created-from-env'; email: string }
  | { kind: 'setup-link'; token: string };

/**
 * Start-up: makes sure an admin can exist. ADMIN_EMAIL/ADMIN_PASSWORD create that admin when
 * missing; an empty database without them gets a fresh one-time setup token (the previous one
 * is void), which the caller prints as a link.
 */
export async function ensureFirstAdmin(
  deps: DomainDeps,
  fromEnv: { email: string; password: string } | null,
): Promise<FirstAdminOutcome> {
  if (fromEnv) {
    const [existing] = await deps.db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.email, fromEnv.email));
    if (existing) return { kind: 'exists' };
    const passwordHash = await hashPassword(fromEnv.password);
    await deps.db.transaction(async (tx) => {
      const first = await boardHasNoAdmin(tx);
      await tx
        .insert(admins)
        .values({ email: fromEnv.email, passwordHash, name: 'Администратор' })
        .onConflictDoNothing({ target: admins.email });
      if (first) await writeSynonymStart(tx);
    });
    return { kind: 'created-from-env', email: fromEnv.email };
  }
  const [row] = await deps.db.select({ total: count() }).from(admins);
  if ((row?.total ?? 0) > 0) return { kind: 'exists' };

  const token = randomToken(32);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(setupTokens).set({ usedAt: now }).where(isNull(setupTokens.usedAt));
    await tx.insert(setupTokens).values({
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SETUP_TOKEN_LIFETIME_MS),
    });
  });
  return { kind: 'setup-link', token };
}

type CompleteSetupResult = { ok: true } | { ok: false; reason: 'invalid-token' };

/** Creates the first admin from a valid, unused setup token; the token dies with it. */
export async function completeSetup(deps: DomainDeps, input: SetupRequest): Promise<CompleteSetupResult> {
  const now = deps.now();
  const live = and(
    eq(setupTokens.tokenHash, hashToken(input.token)),
    isNull(setupTokens.usedAt),
    gt(setupTokens.expiresAt, now),
  );
  // A cheap look first: a wrong token must not buy an argon2 computation (a burst of them
  // would hold the CPU); the claim below stays the atomic step.
  const [known] = await deps.db.select({ tokenHash: setupTokens.tokenHash }).from(setupTokens).where(live);
  if (!known) return { ok: false, reason: 'invalid-token' };
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(setupTokens)
      .set({ usedAt: now })
      .where(live)
      .returning({ tokenHash: setupTokens.tokenHash });
    if (claimed.length === 0) return { ok: false, reason: 'invalid-token' } as const;
    const [row] = await tx.select({ total: count() }).from(admins);
    if ((row?.total ?? 0) > 0) return { ok: false, reason: 'invalid-token' } as const;
    await tx.insert(admins).values({ email: input.email, passwordHash, name: input.name });
    await writeSynonymStart(tx);
    return { ok: true } as const;
  });
}
