import { eq } from 'drizzle-orm';
import { pluralRu } from '../../../shared/format';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema';
import { companyColumns, openVacancyCounts } from '../companies/company-rows';
import type { ShareCard } from './share-card';

const VACANCY_FORMS = ['открытая вакансия', 'открытые вакансии', 'открытых вакансий'] as const;

/**
 * What the share image of company `id` says, or null when a guest may not see the company
 * (pending and denied companies are not public: docs/decisions/015).
 */
export async function companyShareCard(db: Executor, id: number, now: Date): Promise<ShareCard | null> {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, id));
  if (row?.status !== 'approved') return null;
  const open = (await openVacancyCounts(db, [id], now)).get(id) ?? 0;
  return {
    kicker: 'Компания',
    title: row.name,
    lines: [
      { text: open > 0 ? pluralRu(open, VACANCY_FORMS) : 'Сейчас нет открытых вакансий', tone: 'strong' },
      ...(row.cityName ? [{ text: row.cityName, tone: 'muted' as const }] : []),
    ],
  };
}
