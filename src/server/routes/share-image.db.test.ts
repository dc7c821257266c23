import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { insertVacancy, invalidatePublicLists, vacancyInput } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabase } from '../../../tests/helpers/test-database';
import { cities, companies, vacancies } from '../db/schema';
import { shareImageRoutes } from './share-image.routes';

const metaOf = (html: string, attribute: 'property' | 'name', key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`))?.[1] ?? null;

/**
 * The share images of vacancies and companies (docs/decisions/067-share-images.md): PNG 1200×630
 * for what a guest may see, 404 otherwise, drawn again after an edit, and named by the pages'
 * og:image. The subject is HTTP and the drawing, not SQL: one database.
 */
describeOnDatabase('share images for link previews', (target) => {
  const suite = useBoardSuite(target);
  let published: number;
  const closed: Record<string, number> = {};

  const get = (path: string, headers: Record<string, string> = {}) => suite.t.app.request(path, { headers });

  async function image(path: string) {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes, meta: await sharp(bytes).metadata() };
  }

  beforeAll(async () => {
    const db = suite.database.db;
    const now = suite.t.clock.now();
    const { owner, pending } = suite.board;
    const [kazan] = await db.select().from(cities).where(eq(cities.name, 'Казань'));
    await db
      .update(companies)
      .set({ cityId: kazan?.id ?? null })
      .where(eq(companies.id, owner.id));
    await invalidatePublicLists(db);
    const vacancy = (values: Parameters<typeof insertVacancy>[2]) => insertVacancy(db, now, values);
    published = (
      await vacancy({
        companyId: owner.id,
        title: 'Аналитик данных <b>&</b> отчётов',
        salaryFrom: 60_000,
        salaryTo: 90_000,
        cityId: kazan?.id ?? null,
      })
    ).id;
    closed.archived = (await vacancy({ companyId: owner.id, status: 'archived' })).id;
    closed.draft = (await vacancy({ companyId: owner.id, status: 'draft' })).id;
    closed.hidden = (await vacancy({ companyId: owner.id, hiddenAt: now })).id;
    closed.expired = (await vacancy({ companyId: owner.id, expiresAt: new Date(now.getTime() - 1000) })).id;
    closed.ofPendingCompany = (await vacancy({ companyId: pending.id })).id;
  });

  it('draws a vacancy as a PNG of 1200×630, cached with an ETag that answers 304', async () => {
    const first = await image(`/og/vacancy/${published}.png`);
    expect(first.response.headers.get('content-type')).toBe('image/png');
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=600');
    // Shown by other sites; everything else stays same-origin.
    expect(first.response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await get('/robots.txt')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(first.meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const etag = first.response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await image(`/og/vacancy/${published}.png`);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const unchanged = await get(`/og/vacancy/${published}.png`, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
  });

  it('answers 404 for what a guest may not see, and for addresses that name no image', async () => {
    for (const [what, id] of Object.entries(closed)) {
      const response = await get(`/og/vacancy/${id}.png`);
      expect(response.status, what).toBe(404);
      expect(((await response.json()) as { message: string }).message).toMatch(/[а-я]/i);
    }
    for (const path of [
      '/og/vacancy/999999.png',
      '/og/vacancy/abc.png',
      `/og/vacancy/${published}.jpg`,
      '/og/vacancy/0.png',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await get(`/og/company/${suite.board.pending.id}.png`)).status).toBe(404);
  });

  it('draws a new image after an edit of what it shows, and keeps it after other edits', async () => {
    const before = await image(`/og/vacancy/${published}.png`);
    const db = suite.database.db;
    await db.update(vacancies).set({ conditions: 'ДМС' }).where(eq(vacancies.id, published));
    const untouched = await image(`/og/vacancy/${published}.png`);
    expect(untouched.response.headers.get('etag')).toBe(before.response.headers.get('etag'));
    await db.update(vacancies).set({ title: 'Старший аналитик данных' }).where(eq(vacancies.id, published));
    const after = await image(`/og/vacancy/${published}.png`);
    expect(after.response.headers.get('etag')).not.toBe(before.response.headers.get('etag'));
    expect(after.bytes.equals(before.bytes)).toBe(false);
    expect(after.meta).toMatchObject({ width: 1200, height: 630 });
    // A company's new name is on its vacancies' images too.
    await db.update(companies).set({ name: 'Новое имя' }).where(eq(companies.id, suite.board.owner.id));
    const renamed = await image(`/og/vacancy/${published}.png`);
    expect(renamed.response.headers.get('etag')).not.toBe(after.response.headers.get('etag'));
  });

  it('draws an approved company, and the board itself for `/` and the lists', async () => {
    const { meta } = await image(`/og/company/${suite.board.owner.id}.png`);
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const board = await image('/og/board.png');
    expect(board.meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const list = await (await get('/vacancies/?text=sql')).text();
    expect(metaOf(list, 'property', 'og:image')).toBe('http://localhost/og/board.png');
  });

  it('names the image in the page heads, with its size, its description and a large card', async () => {
    const response = await get(`/vacancy/${published}/`);
    const html = await response.text();
    expect(metaOf(html, 'property', 'og:image')).toBe(`http://localhost/og/vacancy/${published}.png`);
    expect(metaOf(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'property', 'og:image:height')).toBe('630');
    expect(metaOf(html, 'property', 'og:image:alt')).toContain('Старший аналитик данных');
    expect(metaOf(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const company = await (await get(`/company/${suite.board.owner.id}/`)).text();
    expect(metaOf(company, 'property', 'og:image')).toBe(
      `http://localhost/og/company/${suite.board.owner.id}.png`,
    );
    expect(metaOf(company, 'property', 'og:image:alt')).toBe(
      'Компания «Новое имя», Казань: открытые вакансии',
    );
    // Its company sees its draft's page, but no share image: the image would be a 404.
    const draft = await (await get(`/vacancy/${closed.draft}/`, { cookie: suite.cookies.owner })).text();
    expect(metaOf(draft, 'property', 'og:image')).toBeNull();
    expect(metaOf(draft, 'name', 'twitter:card')).toBe('summary');
  });

  it('limits the drawings one address causes, and still serves what is drawn', async () => {
    const routes = shareImageRoutes({
      deps: suite.t.deps,
      trustProxy: false,
      rateLimit: { limit: 1, windowMs: 60_000 },
    });
    const at = (path: string) => routes.request(path);
    expect((await at(`/og/vacancy/${published}.png`)).status).toBe(200);
    const refused = await at(`/og/company/${suite.board.owner.id}.png`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toContain(
      'Попробуйте снова через 1 минуту',
    );
    expect((await at(`/og/vacancy/${published}.png`)).status).toBe(200);
  });

  it('follows the board’s own writes: a company’s edit redraws it, the career centre’s hiding makes it a 404', async () => {
    const { owner } = suite.board;
    const id = (await insertVacancy(suite.database.db, suite.t.clock.now(), { companyId: owner.id })).id;
    const before = await image(`/og/vacancy/${id}.png`);
    const edited = await suite.t.api('PUT', `/api/vacancy/${id}/`, {
      cookie: suite.cookies.owner,
      json: vacancyInput({ title: 'Стажёр-аналитик данных', salaryFrom: 70_000 }),
    });
    expect(edited.status).toBe(200);
    const after = await image(`/og/vacancy/${id}.png`);
    expect(after.response.headers.get('etag')).not.toBe(before.response.headers.get('etag'));
    const hidden = await suite.t.api('POST', '/api/vacancy/moderation/hide/', {
      cookie: suite.cookies.admin,
      json: { id },
    });
    expect(hidden.status).toBe(200);
    expect((await get(`/og/vacancy/${id}.png`)).status).toBe(404);
    expect(
      (await get(`/og/vacancy/${id}.png`, { 'if-none-match': after.response.headers.get('etag') ?? '' }))
        .status,
    ).toBe(404);
  });
});
