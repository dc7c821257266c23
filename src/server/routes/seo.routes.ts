import { Hono } from 'hono';
import type { DomainDeps } from '../domain/deps';
import type { AppEnv } from '../http/context';
import { robotsTxt, SITEMAP_PAGE_URLS, type SitemapPart, sitemapPage, sitemapRoot } from '../pages/sitemap';

const XML = 'application/xml; charset=UTF-8';
/** Crawlers come back daily at most; an hour of staleness costs nothing. */
const SITEMAP_CACHE = 'public, max-age=3600';

/**
 * /robots.txt and /sitemap.xml (docs/decisions/028), outside /api: crawlers send no
 * X-Requested-With. Addresses are made from PUBLIC_URL (or this server's own), never from Host.
 */
export function seoRoutes(options: { deps: DomainDeps; linkBase: () => string; pageSize?: number }) {
  const { deps, linkBase } = options;
  const pageSize = options.pageSize ?? SITEMAP_PAGE_URLS;
  const app = new Hono<AppEnv>();

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.text(robotsTxt(linkBase()));
  });

  app.get('/sitemap.xml', async (c) => {
    const xml = await sitemapRoot(deps.db, linkBase(), deps.now(), pageSize);
    c.header('Cache-Control', SITEMAP_CACHE);
    return c.body(xml, 200, { 'Content-Type': XML });
  });

  app.get('/sitemap/:name', async (c) => {
    const match = c.req.param('name').match(/^(vacancies|companies)-([1-9]\d{0,5})\.xml$/);
    if (!match?.[1] || !match[2]) return c.text('Not found', 404);
    const part: SitemapPart = match[1] === 'vacancies' ? 'vacancies' : 'companies';
    const xml = await sitemapPage(deps.db, linkBase(), deps.now(), part, Number(match[2]), pageSize);
    if (xml === null) return c.text('Not found', 404);
    c.header('Cache-Control', SITEMAP_CACHE);
    return c.body(xml, 200, { 'Content-Type': XML });
  });

  return app;
}
