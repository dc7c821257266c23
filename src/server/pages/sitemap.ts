import { asc, eq, sql } from 'drizzle-orm';
import { paths } from '../../shared/paths';
import type { Executor } from '../db/client';
import { companies, vacancies } from '../db/schema';
import { visibleToStudents } from '../domain/vacancies/vacancy-visibility';
import { absoluteUrl, escapeHtml } from './html-text';

/** URLs per sitemap page: fewer than the protocol's 50 000 per file (sitemaps.org), so each stays cheap. */
export const SITEMAP_PAGE_URLS = 10_000;

export type SitemapPart = 'vacancies' | 'companies';
type Entry = { id: number; updatedAt: Date };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlset(base: string, urls: readonly { path: string; lastmod?: Date }[]): string {
  const items = urls.map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeHtml(absoluteUrl(base, path))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('\n')}</urlset>\n`;
}

/** Published vacancies students may see (docs/decisions/019), by id. */
function publicVacancies(db: Executor, now: Date) {
  return db
    .select({ id: vacancies.id, updatedAt: vacancies.updatedAt })
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(visibleToStudents(now));
}

function approvedCompanies(db: Executor) {
  return db
    .select({ id: companies.id, updatedAt: companies.updatedAt })
    .from(companies)
    .where(eq(companies.status, 'approved'));
}

async function counts(db: Executor, now: Date): Promise<Record<SitemapPart, number>> {
  const [vacancyRows, companyRows] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(visibleToStudents(now)),
    db.select({ count: sql<number>`count(*)::int` }).from(companies).where(eq(companies.status, 'approved')),
  ]);
  return { vacancies: vacancyRows[0]?.count ?? 0, companies: companyRows[0]?.count ?? 0 };
}

async function entries(db: Executor, part: SitemapPart, now: Date, page: number, size: number) {
  const query = part === 'vacancies' ? publicVacancies(db, now) : approvedCompanies(db);
  const order = part === 'vacancies' ? asc(vacancies.id) : asc(companies.id);
  const rows: Entry[] = await query
    .orderBy(order)
    .limit(size)
    .offset((page - 1) * size);
  return rows;
}

const pathOf = (part: SitemapPart, id: number) =>
  `${part === 'vacancies' ? paths.vacancy : paths.company}${id}/`;

/** The address of one page of the index. */
const sitemapPagePath = (part: SitemapPart, page: number) => `/sitemap/${part}-${page}.xml`;

/**
 * /sitemap.xml: one urlset while everything fits in a page, otherwise a sitemap index of pages
 * of `pageSize` (/sitemap/vacancies-1.xml …), so no answer grows with the board.
 */
export async function sitemapRoot(
  db: Executor,
  base: string,
  now: Date,
  pageSize = SITEMAP_PAGE_URLS,
): Promise<string> {
  const total = await counts(db, now);
  if (total.vacancies + total.companies <= pageSize) {
    const [vacancyRows, companyRows] = await Promise.all([
      entries(db, 'vacancies', now, 1, pageSize),
      entries(db, 'companies', now, 1, pageSize),
    ]);
    return urlset(base, [
      { path: paths.vacancies },
      { path: paths.companies },
      ...vacancyRows.map((row) => ({ path: pathOf('vacancies', row.id), lastmod: row.updatedAt })),
      ...companyRows.map((row) => ({ path: pathOf('companies', row.id), lastmod: row.updatedAt })),
    ]);
  }
  const pages: string[] = [];
  for (const part of ['vacancies', 'companies'] as const) {
    const count = Math.max(1, Math.ceil(total[part] / pageSize));
    for (let page = 1; page <= count; page += 1) pages.push(sitemapPagePath(part, page));
  }
  const items = pages.map((path) => `<sitemap><loc>${escapeHtml(absoluteUrl(base, path))}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('\n')}</sitemapindex>\n`;
}

/** One page of the index; null past the last page (a 404). The first page always exists. */
export async function sitemapPage(
  db: Executor,
  base: string,
  now: Date,
  part: SitemapPart,
  page: number,
  pageSize = SITEMAP_PAGE_URLS,
): Promise<string | null> {
  const rows = await entries(db, part, now, page, pageSize);
  if (rows.length === 0 && page > 1) return null;
  const lists = part === 'vacancies' ? paths.vacancies : paths.companies;
  return urlset(base, [
    ...(page === 1 ? [{ path: lists }] : []),
    ...rows.map((row) => ({ path: pathOf(part, row.id), lastmod: row.updatedAt })),
  ]);
}

/** /robots.txt: the public board is indexed; the API, the back office and personal pages are not. */
export function robotsTxt(base: string): string {
  const disallowed = [
    '/api/',
    '/board/',
    paths.adminLogin,
    paths.setup,
    paths.favourites,
    paths.applications,
    paths.subscriptions,
    paths.telegramUndo,
    paths.unsubscribe,
    '/dev/',
  ];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(base, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
