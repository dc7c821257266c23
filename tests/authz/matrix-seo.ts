import { all, at, type Row, row } from './cells';

/**
 * The crawlers' files outside /api (routes/seo.routes.ts, docs/decisions/028): public, the same for
 * every caller; what they list is only what a guest may see (src/server/routes/seo.db.test.ts).
 */
export const SEO_ROWS: readonly Row[] = [
  row('GET', '/robots.txt', all(200), at('/robots.txt')),
  row('GET', '/sitemap.xml', all(200), at('/sitemap.xml')),
  row('GET', '/sitemap/:name', all(200), at('/sitemap/vacancies-1.xml'), 'the first page'),
  row('GET', '/sitemap/:name', all(404), at('/sitemap/students-1.xml'), 'no such list'),
];
