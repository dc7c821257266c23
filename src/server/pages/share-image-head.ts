import type { CompanyDetail } from '../../shared/contract/company.contract';
import type { VacancyDetail } from '../../shared/contract/vacancy.contract';
import { formatSalary, quoted } from '../../shared/format';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../domain/share-images/share-card';
import { shareImagePath } from '../domain/share-images/share-image-path';
import type { PageImage } from './page-head';

/** The og:image of a vacancy a guest may see: its share image, described for those who cannot see it. */
export function vacancyShareImage(vacancy: VacancyDetail): PageImage {
  const salary =
    vacancy.salary.from !== null || vacancy.salary.to !== null ? formatSalary(vacancy.salary) : null;
  const details = [salary, vacancy.city?.name ?? null].filter((part): part is string => part !== null);
  return {
    url: shareImagePath({ kind: 'vacancy', id: vacancy.id }),
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    alt: `Вакансия ${quoted(vacancy.title)} в ${quoted(vacancy.company.name)}${details.length > 0 ? `: ${details.join(', ')}` : ''}`,
  };
}

/** The og:image of a company a guest may see. */
export function companyShareImage(company: CompanyDetail): PageImage {
  return {
    url: shareImagePath({ kind: 'company', id: company.id }),
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    alt: `Компания ${quoted(company.name)}${company.city ? `, ${company.city.name}` : ''}: открытые вакансии`,
  };
}

/** The board's own image: `/` and the lists. */
export const BOARD_IMAGE: PageImage = {
  url: shareImagePath({ kind: 'board' }),
  width: SHARE_IMAGE_WIDTH,
  height: SHARE_IMAGE_HEIGHT,
  alt: 'Карьера: работа, стажировки и практика для студентов и выпускников',
};

/** A logo (a page a guest may not see: its own company's draft): no size known, no large card. */
export function logoImage(url: string | null, name: string): PageImage | null {
  return url ? { url, alt: `Логотип ${quoted(name)}` } : null;
}
