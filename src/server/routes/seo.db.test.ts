import { beforeAll, expect, it } from 'vitest';
import { insertVacancy } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

/** /sitemap.xml and /robots.txt (docs/decisions/028): only what students may see, bounded pages. */
describeOnDatabases('sitemap and robots', (target) => {
  const suite = useBoardSuite(target);
  let visible: number[];
  let hidden: number[];

  beforeAll(async () => {
    const db = suite.database.db;
    const now = suite.t.clock.now();
    const { owner, other, pending } = suite.board;
    visible = [
      (await insertVacancy(db, now, { companyId: owner.id, title: 'Первая' })).id,
      (await insertVacancy(db, now, { companyId: other.id, title: 'Вторая' })).id,
      (await insertVacancy(db, now, { companyId: owner.id, title: 'Третья' })).id,
    ];
    hidden = [
      (await insertVacancy(db, now, { companyId: owner.id, status: 'archived' })).id,
      (await insertVacancy(db, now, { companyId: owner.id, status: 'draft' })).id,
      (await insertVacancy(db, now, { companyId: pending.id, title: 'Компания на проверке' })).id,
      (await insertVacancy(db, now, { companyId: owner.id, expiresAt: new Date(now.getTime() - 60_000) })).id,
    ];
  });

  async function get(app: ReturnType<typeof createTestApp>['app'], path: string) {
    const response = await app.request(path);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  }

  it('lists published vacancies and approved companies, and nothing hidden', async () => {
    const { status, type, text } = await get(suite.t.app, '/sitemap.xml');
    expect(status).toBe(200);
    expect(type).toContain('application/xml');
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const locs = locsOf(text);
    for (const id of visible) expect(locs).toContain(`http://localhost/vacancy/${id}/`);
    for (const id of hidden) expect(locs).not.toContain(`http://localhost/vacancy/${id}/`);
    const { owner, other, pending } = suite.board;
    expect(locs).toContain(`http://localhost/company/${owner.id}/`);
    expect(locs).toContain(`http://localhost/company/${other.id}/`);
    expect(locs).not.toContain(`http://localhost/company/${pending.id}/`);
    expect(locs).toContain('http://localhost/vacancies/');
    expect(text).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('becomes an index of bounded pages when the board outgrows one page', async () => {
    const small = createTestApp(suite.database, suite.t.clock, undefined, { sitemapPageSize: 2 });
    const root = await get(small.app, '/sitemap.xml');
    expect(root.text).toContain('<sitemapindex ');
    const pages = locsOf(root.text);
    expect(pages).toEqual([
      'http://localhost/sitemap/vacancies-1.xml',
      'http://localhost/sitemap/vacancies-2.xml',
      'http://localhost/sitemap/companies-1.xml',
    ]);
    const listed: string[] = [];
    for (const address of pages) {
      const one = await get(small.app, new URL(address ?? '').pathname);
      expect(one.status).toBe(200);
      const locs = locsOf(one.text).filter((loc) => loc?.match(/\/(vacancy|company)\/\d+\/$/));
      expect(locs.length).toBeLessThanOrEqual(2);
      listed.push(...locs.map(String));
    }
    expect(listed.filter((loc) => loc.includes('/vacancy/')).sort()).toEqual(
      visible.map((id) => `http://localhost/vacancy/${id}/`).sort(),
    );
    expect((await get(small.app, '/sitemap/vacancies-3.xml')).status).toBe(404);
    expect((await get(small.app, '/sitemap/students-1.xml')).status).toBe(404);
    expect((await get(small.app, '/sitemap/vacancies-0.xml')).status).toBe(404);
  });

  it('keeps crawlers out of the API and the back office, and points to the sitemap', async () => {
    const { status, text } = await get(suite.t.app, '/robots.txt');
    expect(status).toBe(200);
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/board/', '/login/admin/', '/setup/', '/favourites/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /vacancies/');
    expect(lines).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});
