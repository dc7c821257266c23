import { and, count, eq, max } from 'drizzle-orm';
import { hitRateLimit, type RateLimitRule } from '../../auth/rate-limit';
import type { Executor } from '../../db/client';
import { applicationEvents, applications } from '../../db/schema';
import { type DomainFailure, failure, limitedUntil } from '../result';

const HOUR_MS = 3_600_000;

/**
 * What one student may repeat (docs/decisions/056). Every application is a notice to the
 * company's HR, so a withdrawn application is sent again only after a wait and only a few times,
 * and applications and withdrawals are counted per hour.
 */
export const APPLICATION_QUOTAS = {
  /** The wait after a withdrawal before the same vacancy takes this student's application again. */
  reapplyAfterMs: HOUR_MS,
  /** Withdrawals from one vacancy after which the student may not apply to it again. */
  withdrawalsPerVacancy: 2,
  applied: { limit: 30, windowMs: HOUR_MS },
  withdrawn: { limit: 10, windowMs: HOUR_MS },
  /** Answers to invitations and offers (docs/decisions/059): each one is a notice to the company. */
  answered: { limit: 20, windowMs: HOUR_MS },
} as const satisfies {
  reapplyAfterMs: number;
  withdrawalsPerVacancy: number;
  applied: RateLimitRule;
  withdrawn: RateLimitRule;
  answered: RateLimitRule;
};

const applicationQuotaMessages = {
  reapplyTooSoon: 'Вы только что отозвали отклик на эту вакансию. Откликнуться снова можно через {minutes}.',
  reapplyExhausted:
    'Вы уже дважды отзывали отклик на эту вакансию, поэтому снова откликнуться на неё нельзя. ' +
    'Если это ошибка, напишите в карьерный центр через «Обратная связь».',
  applied: `За час можно отправить не больше ${APPLICATION_QUOTAS.applied.limit} откликов. Попробуйте снова через {minutes}.`,
  withdrawn: `За час можно отозвать не больше ${APPLICATION_QUOTAS.withdrawn.limit} откликов. Попробуйте снова через {minutes}.`,
  answered: `За час можно ответить компаниям не больше ${APPLICATION_QUOTAS.answered.limit} раз. Попробуйте снова через {minutes}.`,
} as const;

/** Why this student may not apply to this vacancy again yet, from their withdrawals of it. */
export async function reapplyRefusal(
  db: Executor,
  studentId: number,
  vacancyId: number,
  now: Date,
): Promise<DomainFailure | null> {
  const [withdrawals] = await db
    .select({ n: count(), last: max(applicationEvents.at) })
    .from(applicationEvents)
    .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
    .where(
      and(
        eq(applications.studentId, studentId),
        eq(applications.vacancyId, vacancyId),
        eq(applicationEvents.toStatus, 'withdrawn'),
      ),
    );
  if (!withdrawals || withdrawals.n === 0 || !withdrawals.last) return null;
  if (withdrawals.n >= APPLICATION_QUOTAS.withdrawalsPerVacancy)
    return failure('conflict', applicationQuotaMessages.reapplyExhausted);
  const until = new Date(new Date(withdrawals.last).getTime() + APPLICATION_QUOTAS.reapplyAfterMs);
  return until > now ? limitedUntil(applicationQuotaMessages.reapplyTooSoon, until, now) : null;
}

/**
 * Counts one application or withdrawal of the student inside the transaction that makes it; past
 * the hour's limit, the refusal to return (the transaction then changes nothing else).
 */
export async function countStudentAction(
  tx: Executor,
  studentId: number,
  action: 'applied' | 'withdrawn' | 'answered',
  now: Date,
): Promise<DomainFailure | null> {
  const rule = APPLICATION_QUOTAS[action];
  const state = await hitRateLimit(tx, `application-${action}:${studentId}`, rule, now);
  return state.count > rule.limit ? limitedUntil(applicationQuotaMessages[action], state.resetAt, now) : null;
}
