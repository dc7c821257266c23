import * as v from 'valibot';
import { CompanyListQuerySchema } from '../../shared/contract/company.contract';
import { VacancyListQuerySchema } from '../../shared/contract/vacancy.contract';
import { SITE_NAME } from '../../shared/initial-data';
import { paths } from '../../shared/paths';
import type { Executor } from '../db/client';
import { nameListFilters } from '../domain/vacancies/name-list-filters';
import { summaryOf } from './html-text';
import type { PageHead } from './page-head';
import { BOARD_IMAGE } from './share-image-head';

const VACANCIES_DESCRIPTION =
  'Вакансии и стажировки для студентов и выпускников от компаний, которых проверил карьерный центр.';
const COMPANIES_DESCRIPTION =
  'Работодатели, которых проверил карьерный центр: профили, проекты и открытые вакансии.';

/** A list title with its filters stays readable in a tab and a link preview. */
const TITLE_MAX = 90;

/** The guest home, `/`: what the board is, for a search result and a shared link. */
export const HOME_HEAD: PageHead = {
  title: SITE_NAME,
  description:
    'Вакансии, стажировки и практика для студентов и выпускников от компаний, которых проверил карьерный центр. Откликайтесь на сайте или в Telegram.',
  path: paths.home,
  ogType: 'website',
  image: BOARD_IMAGE,
};

/**
 * A query string's fields as a contract reads them: the first value of each, and a field the
 * contract refuses dropped (as the page itself forgives a bad value in a shared link).
 */
function parseForgiving<T extends v.GenericSchema>(schema: T, search: string): v.InferOutput<T> | null {
  const raw: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (!(key in raw)) raw[key] = value;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const parsed = v.safeParse(schema, raw);
    if (parsed.success) return parsed.output;
    for (const issue of parsed.issues) {
      const key = issue.path?.[0]?.key;
      if (typeof key === 'string') delete raw[key];
    }
  }
  return null;
}

/** «Вакансии: python, Казань» with a description naming the same filters; the plain list without. */
function listHead(noun: string, path: string, names: readonly string[], description: string): PageHead {
  if (names.length === 0) return { title: noun, description, path, ogType: 'website', image: BOARD_IMAGE };
  const filters = names.join(', ');
  return {
    title: summaryOf(`${noun}: ${filters}`, TITLE_MAX),
    description: summaryOf(`${noun}: ${filters}. ${description}`),
    // The filtered list is the list: search engines keep one address for it.
    path,
    ogType: 'website',
    image: BOARD_IMAGE,
  };
}

/** /vacancies/ with the filters of its address (docs/decisions/067-share-images.md). */
export async function vacanciesHead(db: Executor, search: string): Promise<PageHead> {
  const query = parseForgiving(VacancyListQuerySchema, search);
  const names = query ? await nameListFilters(db, query) : [];
  return listHead('Вакансии', paths.vacancies, names, VACANCIES_DESCRIPTION);
}

/** /companies/ with its search text. */
export function companiesHead(search: string): PageHead {
  const text = parseForgiving(CompanyListQuerySchema, search)?.text;
  return listHead('Компании', paths.companies, text ? [text] : [], COMPANIES_DESCRIPTION);
}
