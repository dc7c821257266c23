import { count, eq } from 'drizzle-orm';
import { hitRateLimit, peekRateLimit, type RateLimitRule } from '../../auth/rate-limit';
import type { Executor } from '../../db/client';
import { companies, vacancies } from '../../db/schema';
import { type DomainFailure, failure, limitedUntil } from '../result';

const HOUR_MS = 3_600_000;

/**
 * What one company may do to the board (docs/decisions/056): a company the career centre has not
 * approved prepares a few vacancies (nobody sees them yet, so there is no reason for more), and
 * every company creates and publishes at a person's pace. Each publication can alert every
 * matching saved search, so publishing has the tighter limit.
 */
export const VACANCY_QUOTAS = {
  unapprovedHeld: 10,
  created: { limit: 20, windowMs: HOUR_MS },
  published: { limit: 10, windowMs: HOUR_MS },
} as const satisfies { unapprovedHeld: number; created: RateLimitRule; published: RateLimitRule };

const vacancyQuotaMessages = {
  unapprovedHeld:
    `Пока карьерный центр не подтвердил компанию, можно подготовить не больше ${VACANCY_QUOTAS.unapprovedHeld} вакансий. ` +
    'Удалите лишние черновики или дождитесь проверки.',
  created: `За час можно создать не больше ${VACANCY_QUOTAS.created.limit} вакансий. Попробуйте снова через {minutes}.`,
  published:
    `За час можно опубликовать не больше ${VACANCY_QUOTAS.published.limit} вакансий. ` +
    'Ничего не сохранено: сохраните вакансию черновиком и опубликуйте её через {minutes}.',
} as const;

type LockedCompany = { id: number; status: string | null };

/**
 * The company's row, locked for the transaction, so that one company's parallel requests are
 * counted one after another. Take it before any vacancy row is locked: the approval of a company
 * locks the company, then its vacancies.
 */
export async function lockCompanyForQuota(tx: Executor, companyId: number): Promise<LockedCompany> {
  const [company] = await tx
    .select({ status: companies.status })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return { id: companyId, status: company?.status ?? null };
}

/**
 * Takes the company's share of a new vacancy (`creating`) and of a publication (`publishing`), or
 * answers why not, changing nothing. Call it after the input is checked: a refusal of the input
 * commits nothing, yet a unit taken before it would stay taken.
 */
export async function takeVacancyQuota(
  tx: Executor,
  company: LockedCompany,
  wants: { creating: boolean; publishing: boolean },
  now: Date,
): Promise<DomainFailure | null> {
  const companyId = company.id;
  if (wants.creating && company.status !== 'approved') {
    const [held] = await tx.select({ n: count() }).from(vacancies).where(eq(vacancies.companyId, companyId));
    if ((held?.n ?? 0) >= VACANCY_QUOTAS.unapprovedHeld)
      return failure('conflict', vacancyQuotaMessages.unapprovedHeld);
  }
  const rules = [
    ...(wants.creating ? ([['created', VACANCY_QUOTAS.created]] as const) : []),
    ...(wants.publishing ? ([['published', VACANCY_QUOTAS.published]] as const) : []),
  ];
  for (const [name, rule] of rules) {
    const state = await peekRateLimit(tx, `vacancy-${name}:${companyId}`, rule, now);
    if (state.count >= rule.limit) return limitedUntil(vacancyQuotaMessages[name], state.resetAt, now);
  }
  for (const [name, rule] of rules) await hitRateLimit(tx, `vacancy-${name}:${companyId}`, rule, now);
  return null;
}
