import { eq } from 'drizzle-orm';
import type { AvailabilityRequest } from '../../../shared/contract/registration.contract';
import { hitRateLimit, type RateLimitRule } from '../../auth/rate-limit';
import { companies } from '../../db/schema';
import type { DomainDeps } from '../deps';

/** The form asks on blur; 30 a minute is plenty for a person and slows sweeping lists of emails. */
export const AVAILABILITY_LIMITS = {
  perAddress: { limit: 30, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>;

type AvailabilityResult =
  | { ok: true; available: boolean }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

/**
 * POST /api/validation/: only whether a company's INN is taken, nothing about the account. Emails
 * are not asked about (docs/decisions/056): an address's registration is its owner's business.
 */
export async function checkAvailability(
  deps: DomainDeps,
  input: AvailabilityRequest & { address: string },
): Promise<AvailabilityResult> {
  const now = deps.now();
  const rule = AVAILABILITY_LIMITS.perAddress;
  const state = await hitRateLimit(deps.db, `availability:address:${input.address}`, rule, now);
  if (state.count > rule.limit) {
    const seconds = Math.max(1, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000));
    return { ok: false, reason: 'rate-limited', retryAfterSeconds: seconds };
  }
  // Only companies have an INN; a student's form never asks.
  if (input.kind !== 'company') return { ok: true, available: true };
  const rows = await deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.inn, input.value))
    .limit(1);
  return { ok: true, available: rows.length === 0 };
}
