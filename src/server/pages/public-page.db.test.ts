import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { insertVacancy, invalidatePublicLists } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { INITIAL_DATA_ELEMENT_ID, type InitialDataPayload } from '../../shared/initial-data';
import { companies, vacancyViewsDaily } from '../db/schema';

const HOSTILE = `Стажёр </script><script>alert(1)</script> "кавычки" & $& 'апостроф'`;

type Page = { status: number; html: string };

function element(html: string, pattern: RegExp): string | null {
  return html.match(pattern)?.[1] ?? null;
}

const metaOf = (html: string, property: string) =>
  element(html, new RegExp(`<meta property="${property}" content="([^"]*)">`));

function initialDataOf(html: string): InitialDataPayload | null {
  const text = element(html, new RegExp(`<script[^>]*id="${INITIAL_DATA_ELEMENT_ID}"[^>]*>([^<]*)</script>`));
  return text === null ? null : (JSON.parse(text) as InitialDataPayload);
}

function jsonLdOf(html: string): Record<string, unknown> | null {
  const text = element(html, /<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/);
  return text === null ? null : (JSON.parse(text) as Record<string, unknown>);
}

/** The attribute text as a browser reads it. */
const attributeText = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The public pages' first screen from the server (docs/decisions/027): status, head, JSON-LD
 * and a guest's inlined data, which must be exactly what the API answers a guest.
 */
describeOnDatabases('public pages: head, status and inlined first data', (target) => {
  const suite = useBoardSuite(target);
  let published: number;
  let hostile: number;
  let archived: number;
  let ofPendingCompany: number;

  async function page(path: string, cookie = '', userAgent = 'Mozilla/5.0 test'): Promise<Page> {
    const headers: Record<string, string> = { 'user-agent': userAgent };
    if (cookie) headers.cookie = cookie;
    const response = await suite.t.app.request(path, { headers });
    return { status: response.status, html: await response.text() };
  }

  async function apiData(path: string): Promise<unknown> {
    const answer = await suite.t.api('GET', path);
    expect(answer.status).toBe(200);
    return answer.body.data;
  }

  beforeAll(async () => {
    const db = suite.database.db;
    const now = suite.t.clock.now();
    const { owner, pending } = suite.board;
    await db.update(companies).set({ logoUrl: '/files/logo-token/' }).where(eq(companies.id, owner.id));
    await invalidatePublicLists(db);
    published = (
      await insertVacancy(db, now, {
        companyId: owner.id,
        title: 'Аналитик данных',
        description: 'Отчёты и дашборды.',
        employment: 'probation',
        schedule: 'remote',
        address: 'Москва, Тверская, 1',
        salaryFrom: 60_000,
        salaryTo: 90_000,
        expiresAt: new Date(now.getTime() + 7 * 86_400_000),
      })
    ).id;
    hostile = (await insertVacancy(db, now, { companyId: owner.id, title: HOSTILE, description: HOSTILE }))
      .id;
    archived = (await insertVacancy(db, now, { companyId: owner.id, status: 'archived', title: 'Архивная' }))
      .id;
    ofPendingCompany = (
      await insertVacancy(db, now, { companyId: pending.id, title: 'Компания на проверке' })
    ).id;
  });

  it('inlines the unfiltered first page of /vacancies/ for a guest, as the API answers it', async () => {
    const { status, html } = await page('/vacancies/');
    expect(status).toBe(200);
    expect(element(html, /<title>([^<]*)<\/title>/)).toBe('Вакансии — Карьера');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:site_name')).toBe('Карьера');
    expect(metaOf(html, 'og:url')).toBe('http://localhost/vacancies/');
    expect(element(html, /<link rel="canonical" href="([^"]*)">/)).toBe('http://localhost/vacancies/');
    const data = initialDataOf(html);
    expect(data?.url).toBe('/vacancies/');
    expect(data?.entries.vacancies).toEqual(await apiData('/api/vacancy/getItems?page=1&limit=20'));
  });

  it('inlines a filtered search as the API answers it, nothing it refuses, nothing for a signed-in page', async () => {
    // The page's filters read by the client's rules (src/shared/vacancy-filters.ts): the same query.
    const filtered = await page('/vacancies/?text=sql&salaryFrom=50000&sort=newest&utm=x');
    expect(filtered.status).toBe(200);
    const data = initialDataOf(filtered.html);
    expect(data?.url).toBe('/vacancies/?text=sql&salaryFrom=50000&sort=newest&utm=x');
    expect(data?.entries.vacancies).toEqual(
      await apiData('/api/vacancy/getItems?text=sql&salaryFrom=50000&sort=newest&page=1&limit=20'),
    );
    // A city the dictionary lacks: the API's 400 says what to do, so the page leaves it to the client.
    expect(initialDataOf((await page('/vacancies/?city=Нетгорода')).html)).toBeNull();
    const student = await page('/vacancies/', suite.cookies.student);
    expect(initialDataOf(student.html)).toBeNull();
    expect(element(student.html, /<title>([^<]*)<\/title>/)).toBe('Вакансии — Карьера');
  });

  it('gives a vacancy its head and JobPosting, and inlines what the API gives a guest', async () => {
    const { status, html } = await page(`/vacancy/${published}/`);
    expect(status).toBe(200);
    expect(metaOf(html, 'og:title')).toBe(`Аналитик данных — ${suite.board.owner.name}`);
    expect(metaOf(html, 'og:type')).toBe('article');
    // Its share image (docs/decisions/067-share-images.md); the logo stays in the JobPosting.
    expect(metaOf(html, 'og:image')).toBe(`http://localhost/og/vacancy/${published}.png`);
    expect(element(html, /<meta name="description" content="([^"]*)">/)).toBe('Отчёты и дашборды.');
    const posting = jsonLdOf(html);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Аналитик данных',
      employmentType: 'INTERN',
      jobLocationType: 'TELECOMMUTE',
      hiringOrganization: {
        '@type': 'Organization',
        name: suite.board.owner.name,
        logo: 'http://localhost/files/logo-token/',
      },
      jobLocation: { address: { streetAddress: 'Москва, Тверская, 1' } },
      baseSalary: { currency: 'RUB', value: { minValue: 60_000, maxValue: 90_000, unitText: 'MONTH' } },
    });
    expect(typeof posting?.datePosted).toBe('string');
    expect(typeof posting?.validThrough).toBe('string');
    const data = initialDataOf(html);
    expect(data?.entries[`vacancy:${published}`]).toEqual(await apiData(`/api/vacancy/${published}/`));
  });

  it('escapes every text: no value can close a tag or an attribute', async () => {
    const { status, html } = await page(`/vacancy/${hostile}/`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('"кавычки"');
    expect(attributeText(metaOf(html, 'og:title') ?? '')).toBe(`${HOSTILE} — ${suite.board.owner.name}`);
    expect(attributeText(element(html, /<title>([^<]*)<\/title>/) ?? '')).toBe(
      `${HOSTILE} — ${suite.board.owner.name} — Карьера`,
    );
    expect(jsonLdOf(html)?.title).toBe(HOSTILE);
    const data = initialDataOf(html)?.entries[`vacancy:${hostile}`] as { title?: string } | undefined;
    expect(data?.title).toBe(HOSTILE);
  });

  it('answers 404 with the shell for a missing, archived or hidden vacancy', async () => {
    for (const id of [archived, ofPendingCompany, 999_999, 9_999_999_999]) {
      const { status, html } = await page(`/vacancy/${id}/`);
      expect(status, `vacancy ${id}`).toBe(404);
      expect(html).toContain('<div id="root">');
      expect(initialDataOf(html)).toBeNull();
      expect(jsonLdOf(html)).toBeNull();
    }
    // The pending company sees its own vacancy (200), but it is no job posting yet.
    const own = await page(`/vacancy/${ofPendingCompany}/`, suite.cookies.pending);
    expect(own.status).toBe(200);
    expect(jsonLdOf(own.html)).toBeNull();
    expect(initialDataOf(own.html)).toBeNull();
    const admin = await page(`/vacancy/${archived}/`, suite.cookies.admin);
    expect(admin.status).toBe(200);
  });

  it('gives a company page its head and both first answers; a pending company is a 404', async () => {
    const id = suite.board.owner.id;
    const { status, html } = await page(`/company/${id}/`);
    expect(status).toBe(200);
    expect(metaOf(html, 'og:title')).toBe(suite.board.owner.name);
    expect(metaOf(html, 'og:image')).toBe(`http://localhost/og/company/${id}.png`);
    expect(element(html, /<link rel="canonical" href="([^"]*)">/)).toBe(`http://localhost/company/${id}/`);
    // The pending company's own page has no share image (it would be a 404): its logo, if any.
    const own = await page(`/company/${suite.board.pending.id}/`, suite.cookies.pending);
    expect(metaOf(own.html, 'og:image')).toBeNull();
    const data = initialDataOf(html);
    expect(data?.entries[`company:${id}`]).toEqual(await apiData(`/api/company/${id}/`));
    expect(data?.entries[`company-vacancies:${id}`]).toEqual(
      await apiData(`/api/vacancy/getItems?company=${id}&sort=newest&page=1&limit=10`),
    );
    expect((await page(`/company/${suite.board.pending.id}/`)).status).toBe(404);
    expect((await page(`/company/${suite.board.pending.id}/`, suite.cookies.admin)).status).toBe(200);
    expect((await page('/company/123456/')).status).toBe(404);
  });

  it('inlines the first page of /companies/ as the API answers a guest', async () => {
    const { status, html } = await page('/companies/');
    expect(status).toBe(200);
    expect(element(html, /<title>([^<]*)<\/title>/)).toBe('Компании — Карьера');
    expect(initialDataOf(html)?.entries.companies).toEqual(
      await apiData('/api/company/getItems?text=&page=1&limit=20'),
    );
    expect(initialDataOf((await page('/companies/', suite.cookies.admin)).html)).toBeNull();
  });

  it('counts a guest view of a vacancy it answered, but not a link preview robot', async () => {
    const db = suite.database.db;
    const views = async () =>
      (await db.select().from(vacancyViewsDaily).where(eq(vacancyViewsDaily.vacancyId, published))).length;
    // The suite's guests share one address, so one guest: forget the views the pages above made.
    await suite.t.vacancyViews.flush();
    await db.delete(vacancyViewsDaily).where(eq(vacancyViewsDaily.vacancyId, published));
    await page(`/vacancy/${published}/`, '', 'TelegramBot (like TwitterBot)');
    await suite.t.vacancyViews.flush();
    expect(await views()).toBe(0);
    await page(`/vacancy/${published}/`, '', 'Mozilla/5.0 (a guest)');
    await page(`/vacancy/${published}/`, '', 'Mozilla/5.0 (the same guest, another User-Agent)');
    await suite.t.vacancyViews.flush();
    expect(await views()).toBe(1);
  });
});
