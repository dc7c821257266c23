import { and, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { HiddenReason } from '../../../shared/contract/vacancy.contract';
import { companies, vacancies } from '../../db/schema';

/**
 * THE definition of "visible to students" (docs/decisions/019): published, its company approved,
 * not hidden by the career centre (docs/decisions/052) and not past its closing date. Every public read (the list and its facets, a vacancy's page,
 * recent vacancies, favourites, the dictionaries' and companies' counts) and the admin home's
 * «опубликовано» use it, so the figures cannot drift apart. Needs `companies` joined.
 */
export function visibleToStudents(now: Date): SQL {
  return and(
    eq(vacancies.status, 'published'),
    eq(companies.status, 'approved'),
    isNull(vacancies.hiddenAt),
    or(isNull(vacancies.expiresAt), gt(vacancies.expiresAt, now)),
  ) as SQL;
}

type VisibilityRow = {
  status: string;
  companyStatus: string;
  expiresAt: Date | null;
  hiddenAt: Date | null;
};

/** The same rule for a row already read (a vacancy's detail page). */
export function isVisibleToStudents(row: VisibilityRow, now: Date): boolean {
  return row.status === 'published' && hiddenReason(row, now) === null;
}

/**
 * Why students do not see a published vacancy, by the same rule; null for one they see and for
 * drafts and archived vacancies, whose status already says so. The board's badges show it, so a
 * company (or an admin) is never told «Опубликована» about a vacancy no student can find.
 */
export function hiddenReason(row: VisibilityRow, now: Date): HiddenReason | null {
  if (row.status !== 'published') return null;
  if (row.hiddenAt !== null) return 'moderation';
  if (row.companyStatus === 'pending') return 'company-pending';
  if (row.companyStatus !== 'approved') return 'company-denied';
  if (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}
