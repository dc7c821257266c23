import { eq } from 'drizzle-orm';
import type { Currency } from '../../../shared/dictionaries';
import { employmentLabels, scheduleLabels } from '../../../shared/dictionaries';
import { formatSalary } from '../../../shared/format';
import type { Executor } from '../../db/client';
import { vacancies } from '../../db/schema';
import { selectListRows } from '../vacancies/vacancy-rows';
import { isVisibleToStudents } from '../vacancies/vacancy-visibility';
import type { ShareCard } from './share-card';

/**
 * What the share image of vacancy `id` says, or null when a guest may not see the vacancy
 * (docs/decisions/019: a draft, archived, hidden, past its date, or of a company not approved).
 */
export async function vacancyShareCard(db: Executor, id: number, now: Date): Promise<ShareCard | null> {
  const [row] = await selectListRows(db).where(eq(vacancies.id, id));
  if (!row || !isVisibleToStudents(row, now)) return null;
  const hasSalary = row.salaryFrom !== null || row.salaryTo !== null;
  const remote = row.schedule === 'remote';
  const place = [row.cityName ?? (remote ? null : row.address), remote ? scheduleLabels.remote : null]
    .filter((part): part is string => part !== null && part.trim() !== '')
    .join(' · ');
  return {
    kicker: row.typeName ?? 'Вакансия',
    title: row.title,
    lines: [
      { text: row.companyName, tone: 'strong' },
      hasSalary
        ? {
            text: formatSalary({
              from: row.salaryFrom,
              to: row.salaryTo,
              currency: row.salaryCurrency as Currency,
              gross: row.salaryGross,
            }),
            tone: 'salary',
          }
        : { text: employmentLabels[row.employment as keyof typeof employmentLabels], tone: 'muted' },
      ...(place ? [{ text: place, tone: 'muted' as const }] : []),
    ],
  };
}
