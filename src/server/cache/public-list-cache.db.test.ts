import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type Board,
  insertVacancy,
  type Role,
  roleCookies,
  seedBoard,
  vacancyInput,
} from '../../../tests/helpers/board-fixtures';
import { createClock, createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../shared/constants';
import type { CompanyListItem } from '../../shared/contract/company.contract';
import type { DictionaryItem } from '../../shared/contract/dictionary-item.contract';
import type { Page } from '../../shared/contract/query';
import type { VacancyListItem } from '../../shared/contract/vacancy.contract';
import type { DatabaseHandle } from '../db/client';
import { cacheVersions, vacancies } from '../db/schema';
import { PUBLIC_LIST_CACHE_CONTROL } from '../http/cached-answer';
import { bumpCacheVersions, readCacheVersion } from './cache-versions';
import { createPublicListCache } from './public-list-cache';

describeOnDatabases('public list cache across instances', (target) => {
  let database: DatabaseHandle;
  // Two app instances on one database, each with its own in-memory cache, as behind a balancer.
  let a: ReturnType<typeof createTestApp>;
  let b: ReturnType<typeof createTestApp>;
  let board: Board;
  let cookies: Record<Role, string>;

  beforeAll(async () => {
    database = await target.open();
    const clock = createClock();
    a = createTestApp(database, clock);
    b = createTestApp(database, clock);
    board = await seedBoard(database.db);
    cookies = await roleCookies(database.db, board, clock.now());
    await insertVacancy(database.db, clock.now(), {
      companyId: board.owner.id,
      title: 'Первая',
      tagIds: [board.tags.sql.id],
    });
  });
  afterAll(async () => {
    await database.close();
  });

  const titles = async (app: typeof a, query = '') => {
    const response = await app.api('GET', `/api/vacancy/getItems${query}`);
    return (response.body.data as Page<VacancyListItem>).items.map((item) => item.title);
  };

  it('shows a write made through instance A on the next request to instance B, and back', async () => {
    expect(await titles(b)).toEqual(['Первая']);
    expect(await titles(a)).toEqual(['Первая']);
    const created = await a.api('POST', '/api/vacancy/', {
      cookie: cookies.owner,
      json: vacancyInput({ title: 'Вторая', publish: true }),
    });
    expect(created.status).toBe(201);
    expect(await titles(b)).toEqual(['Вторая', 'Первая']);

    const id = (created.body.data as { id: number }).id;
    await b.api('POST', '/api/vacancy/archive/', { cookie: cookies.owner, json: { id, archived: true } });
    expect(await titles(a)).toEqual(['Первая']);
  });

  it('refreshes vacancy items after a company profile or a tag changes elsewhere', async () => {
    expect(await titles(a)).toEqual(['Первая']);
    await b.api('PUT', `/api/company/${board.owner.id}/`, {
      cookie: cookies.owner,
      json: { logoUrl: 'https://img.example/logo.png', lat: 55.7, lng: 37.6 },
    });
    const item = ((await a.api('GET', '/api/vacancy/getItems')).body.data as Page<VacancyListItem>).items[0];
    expect(item?.company.logoUrl).toBe('https://img.example/logo.png');
    const map = (await a.api('GET', '/api/company/getItems?withCoordinates=true')).body
      .data as Page<CompanyListItem>;
    expect(map.items.map((company) => company.name)).toContain('ООО «Ромашка»');

    expect(((await a.api('GET', '/api/tag/getItems')).body.data as Page<DictionaryItem>).items[2]?.name).toBe(
      'SQL',
    );
    await b.api('PUT', `/api/tag/${board.tags.sql.id}/`, {
      cookie: cookies.admin,
      json: { name: 'PostgreSQL', position: 3 },
    });
    expect(((await a.api('GET', '/api/tag/getItems')).body.data as Page<DictionaryItem>).items[2]?.name).toBe(
      'PostgreSQL',
    );
    const tagged = ((await a.api('GET', '/api/vacancy/getItems')).body.data as Page<VacancyListItem>)
      .items[0];
    expect(tagged?.tags).toEqual([{ id: board.tags.sql.id, name: 'PostgreSQL' }]);
  });

  it('a company denied or approved on one instance leaves or joins every cached list on the other', async () => {
    const companyNames = async (app: typeof a) =>
      ((await app.api('GET', '/api/company/getItems')).body.data as Page<CompanyListItem>).items.map(
        (company) => company.name,
      );
    const sqlCount = async (app: typeof a) =>
      ((await app.api('GET', '/api/tag/getItems')).body.data as Page<DictionaryItem>).items.find(
        (tag) => tag.id === board.tags.sql.id,
      )?.vacancyCount;
    const before = { titles: await titles(b), count: await sqlCount(b) };
    expect(before.titles).toContain('Первая');
    expect(await companyNames(b)).toContain('ООО «Ромашка»');
    const deny = await a.api('POST', '/api/company/deny/', {
      cookie: cookies.admin,
      json: { id: board.owner.id, reason: 'Проверка документов' },
    });
    expect(deny.status).toBe(200);
    expect(await titles(b)).not.toContain('Первая');
    expect(await companyNames(b)).not.toContain('ООО «Ромашка»');
    expect(await sqlCount(b)).toBe((before.count ?? 0) - 1);
    const approve = await a.api('POST', '/api/company/approve/', {
      cookie: cookies.admin,
      json: { id: board.owner.id },
    });
    expect(approve.status).toBe(200);
    expect(await titles(b)).toEqual(before.titles);
    expect(await companyNames(b)).toContain('ООО «Ромашка»');
    expect(await sqlCount(b)).toBe(before.count);
  });

  it('serves from memory until the version moves: an unannounced write stays unseen', async () => {
    expect(await titles(a)).toEqual(['Первая']);
    // Written around the product (no version bump): the cache rightly does not notice…
    await database.db.insert(vacancies).values({
      companyId: board.owner.id,
      title: 'Тайком',
      status: 'published',
      publishedAt: a.clock.now(),
    });
    expect(await titles(a)).toEqual(['Первая']);
    // …until a bump says something changed.
    await bumpCacheVersions(database.db, ['vacancies']);
    expect(await titles(a)).toEqual(['Тайком', 'Первая']);
    await database.db.delete(vacancies).where(eq(vacancies.title, 'Тайком'));
    await bumpCacheVersions(database.db, ['vacancies']);
  });

  it('does not invalidate public lists for a draft', async () => {
    const before = await readCacheVersion(database.db, 'vacancies');
    const draft = await a.api('POST', '/api/vacancy/', { cookie: cookies.owner, json: vacancyInput() });
    expect(draft.status).toBe(201);
    expect(await readCacheVersion(database.db, 'vacancies')).toBe(before);
    const id = (draft.body.data as { id: number }).id;
    await a.api('PUT', `/api/vacancy/${id}/`, {
      cookie: cookies.owner,
      json: vacancyInput({ publish: true }),
    });
    expect(await readCacheVersion(database.db, 'vacancies')).toBe(before + 1);
    await a.api('POST', '/api/vacancy/archive/', { cookie: cookies.owner, json: { id, archived: true } });
  });

  it('answers 304 to a matching If-None-Match, and a fresh body once the list changed', async () => {
    const first = await a.api('GET', '/api/vacancy/getItems?limit=5');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_LIST_CACHE_CONTROL);
    // The other instance computes the same bytes, so the same validator.
    const other = await b.api('GET', '/api/vacancy/getItems?limit=5', { headers: { 'if-none-match': etag } });
    expect(other.status).toBe(304);
    expect(other.text).toBe('');
    expect(other.headers.get('etag')).toBe(etag);

    await a.api('POST', '/api/vacancy/', {
      cookie: cookies.owner,
      json: vacancyInput({ title: 'Третья', publish: true }),
    });
    const changed = await b.api('GET', '/api/vacancy/getItems?limit=5', {
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('sends gzip bytes made once, identical to the plain answer', async () => {
    const headers = { [XHR_HEADER]: XHR_HEADER_VALUE, 'accept-encoding': 'gzip, deflate' };
    const zipped = await a.app.request('/api/vacancy/getItems', { headers });
    const plain = await a.api('GET', '/api/vacancy/getItems');
    expect(plain.text.length).toBeGreaterThan(1024);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(plain.text);
  });

  it('keeps admin answers out of the shared cache', async () => {
    const admin = await a.api('GET', '/api/company/getItems?status=pending', { cookie: cookies.admin });
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
    expect(admin.headers.get('etag')).toBeNull();
    const own = await a.api('GET', '/api/vacancy/getItems?scope=own', { cookie: cookies.owner });
    expect(own.headers.get('etag')).toBeNull();
  });

  it('bounds its entries and computes a missed key once for concurrent callers', async () => {
    const cache = createPublicListCache(database.db, 2);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return { computed };
    };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => cache.answer('vacancies', 'same', compute)));
    expect(computed).toBe(1);
    expect(new Set(answers.map((answer) => answer.json)).size).toBe(1);
    await cache.answer('vacancies', 'other', compute);
    await cache.answer('vacancies', 'third', compute);
    expect(cache.size).toBe(2);
    expect(await database.db.select().from(cacheVersions)).toContainEqual({
      area: 'vacancies',
      version: await readCacheVersion(database.db, 'vacancies'),
    });
  });
});
