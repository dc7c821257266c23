import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { SecondFactorChallenge, SecondFactorMethod } from '../../../shared/contract/two-factor.contract';
import type { Executor } from '../../db/client';
import { adminSecondFactors, admins } from '../../db/schema';

type FactorRow = typeof adminSecondFactors.$inferSelect;

/** The admin's confirmed second factor, or null (none yet, or an enrolment still in progress). */
export async function confirmedFactor(db: Executor, adminId: number): Promise<FactorRow | null> {
  const [row] = await db
    .select()
    .from(adminSecondFactors)
    .where(and(eq(adminSecondFactors.adminId, adminId), isNotNull(adminSecondFactors.confirmedAt)));
  return row ?? null;
}

/** Whether the bot can ask this admin: Telegram linked and a bot configured. */
export async function telegramAvailable(
  db: Executor,
  adminId: number,
  botConfigured: boolean,
): Promise<boolean> {
  if (!botConfigured) return false;
  const [row] = await db
    .select({ telegramUserId: admins.telegramUserId })
    .from(admins)
    .where(eq(admins.id, adminId));
  return row?.telegramUserId !== null && row?.telegramUserId !== undefined;
}

/** What the admin must do after the password: enrol a factor, or verify the one they have. */
export async function challengeFor(
  db: Executor,
  adminId: number,
  botConfigured: boolean,
): Promise<SecondFactorChallenge> {
  const factor = await confirmedFactor(db, adminId);
  const telegram = await telegramAvailable(db, adminId, botConfigured);
  if (!factor) {
    const methods: SecondFactorMethod[] = telegram ? ['totp', 'telegram'] : ['totp'];
    return { secondFactor: 'enrol', methods, telegramAvailable: telegram };
  }
  return { secondFactor: 'verify', methods: [factor.method], telegramAvailable: telegram };
}

/**
 * Records that a TOTP step was used, atomically: of two requests with the same code only one
 * moves the step forward (RFC 6238 §5.2: a code is accepted once).
 */
export async function claimTotpStep(db: Executor, adminId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(adminSecondFactors)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(adminSecondFactors.adminId, adminId),
        or(isNull(adminSecondFactors.totpLastStep), lt(adminSecondFactors.totpLastStep, step)),
      ),
    )
    .returning({ adminId: adminSecondFactors.adminId });
  return claimed.length > 0;
}
