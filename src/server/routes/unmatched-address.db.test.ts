import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { insertVacancy, invalidatePublicLists, type Role } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { UnmatchedAddressPage } from '../../shared/contract/unmatched-address.contract';
import { formatMessage, messages } from '../../shared/messages';
import { companies, vacancies } from '../db/schema';

/** Cities of the shipped dictionary (src/server/db/reference/russian-cities.tsv). */
const KAZAN = { id: 928, name: 'Казань', region: 'Республика Татарстан' };
const MOSCOW = { id: 510, name: 'Москва', region: 'Москва' };
const NO_SUCH_CITY = 99_999;
const LIST = '/api/city/unmatched/getItems';

/**
 * «Адреса без города» (docs/decisions/061): what migration 0031's `city_of_address` left without a
 * city — remote work and blank addresses aside — and the career centre's match of each.
 */
describeOnDatabases('the addresses left without a city', (target) => {
  const suite = useBoardSuite(target);
  const ids = { pushkina: 0, lenina: 0, draft: 0, kazan: 0, remote: 0, blank: 0, none: 0 };

  beforeEach(async () => {
    const { db } = suite.database;
    await db.delete(vacancies);
    await db.update(companies).set({ cityId: null, address: null });
    const now = suite.t.clock.now();
    const at = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const owner = suite.board.owner.id;
    const add = async (values: Partial<typeof vacancies.$inferInsert>, minutes: number) =>
      (await insertVacancy(db, now, { companyId: owner, updatedAt: at(minutes), ...values })).id;
    // As written before the migration: addresses only, no city yet.
    ids.kazan = await add({ address: 'г. Казань, ул. Баумана, 1' }, 1);
    ids.pushkina = await add({ address: 'ул. Пушкина, 10' }, 3);
    ids.lenina = await add({ address: 'Офис у метро «Ленинская»' }, 2);
    ids.draft = await add({ address: 'проспект Мира, 5', status: 'draft' }, 0);
    ids.remote = await add({ address: 'ул. Пушкина, 10', schedule: 'remote' }, 0);
    ids.blank = await add({ address: '   ' }, 0);
    ids.none = await add({ address: null }, 0);
    await db
      .update(companies)
      .set({ address: 'ул. Садовая, 3' })
      .where(eq(companies.id, suite.board.owner.id));
    await db
      .update(companies)
      .set({ address: 'Москва, Тверская, 1' })
      .where(eq(companies.id, suite.board.other.id));
    // Migration 0031's own statements, by the same function.
    await db.execute(sql`update companies set city_id = city_of_address(address) where address is not null`);
    await db.execute(sql`update vacancies set city_id = city_of_address(address) where address is not null`);
    await invalidatePublicLists(db);
  });

  const call = (method: string, path: string, role: Role, json?: unknown) =>
    suite.t.api(method, path, { cookie: suite.cookies[role], json });
  const pageOf = (response: { body: Record<string, unknown> }) => response.body.data as UnmatchedAddressPage;
  const listed = async (query = '') => pageOf(await call('GET', `${LIST}${query}`, 'admin'));

  it('lists what the migration could not match: published first, no remote work, no blank address', async () => {
    const page = await listed();
    expect(page.counts).toEqual({ vacancies: 3, companies: 1 });
    expect(page).toMatchObject({ total: 3, page: 1, hasMore: false });
    expect(page.items.map((item) => item.id)).toEqual([ids.lenina, ids.pushkina, ids.draft]);
    expect(page.items[0]).toMatchObject({
      kind: 'vacancy',
      address: 'Офис у метро «Ленинская»',
      status: 'published',
      company: { id: suite.board.owner.id, name: 'ООО «Ромашка»' },
      suggested: null,
    });

    const firm = await listed('?kind=company');
    expect(firm.counts).toEqual({ vacancies: 3, companies: 1 });
    expect(firm.items).toEqual([
      expect.objectContaining({
        kind: 'company',
        id: suite.board.owner.id,
        title: 'ООО «Ромашка»',
        address: 'ул. Садовая, 3',
        status: 'approved',
      }),
    ]);
    // The board home's task «Адреса без города» counts both kinds.
    const summary = await call('GET', '/api/board/summary/', 'admin');
    expect((summary.body.data as { unmatchedAddresses: number }).unmatchedAddresses).toBe(4);
  });

  it('pages, and suggests the city an address names when its form was saved without one', async () => {
    await suite.database.db.update(vacancies).set({ cityId: null }).where(eq(vacancies.id, ids.kazan));
    const first = await listed('?limit=2');
    expect(first).toMatchObject({ total: 4, hasMore: true, counts: { vacancies: 4, companies: 1 } });
    expect(first.items.map((item) => [item.id, item.suggested])).toEqual([
      [ids.kazan, KAZAN],
      [ids.lenina, null],
    ]);
    const second = await listed('?limit=2&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, hasMore: false });
    expect(second.items.map((item) => item.id)).toEqual([ids.pushkina, ids.draft]);
  });

  it('sets the city alone; the vacancy is found by it and leaves the report', async () => {
    const path = `/api/vacancy/city/${ids.pushkina}/`;
    const saved = await call('PUT', path, 'admin', { cityId: KAZAN.id });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ kind: 'vacancy', id: ids.pushkina, city: KAZAN });
    // A repeated click is the same answer.
    expect((await call('PUT', path, 'admin', { cityId: KAZAN.id })).status).toBe(200);

    const [row] = await suite.database.db.select().from(vacancies).where(eq(vacancies.id, ids.pushkina));
    expect(row).toMatchObject({ cityId: KAZAN.id, address: 'ул. Пушкина, 10', title: 'Вакансия' });
    expect((await listed()).counts).toEqual({ vacancies: 2, companies: 1 });
    const found = await call('GET', '/api/vacancy/getItems?city=Казань', 'guest');
    const foundIds = (found.body.data as { items: { id: number }[] }).items.map((item) => item.id);
    expect(foundIds.sort()).toEqual([ids.kazan, ids.pushkina].sort());

    const company = await call('PUT', `/api/company/city/${suite.board.owner.id}/`, 'admin', {
      cityId: MOSCOW.id,
    });
    expect(company.body.data).toEqual({ kind: 'company', id: suite.board.owner.id, city: MOSCOW });
    expect((await call('GET', `/api/company/${suite.board.owner.id}/`, 'guest')).body.data).toMatchObject({
      city: MOSCOW,
      address: 'ул. Садовая, 3',
    });
    expect((await listed('?kind=company')).items).toEqual([]);
  });

  it('refuses another city over a newer choice, a remote vacancy, an unknown city and row', async () => {
    const taken = await call('PUT', `/api/vacancy/city/${ids.kazan}/`, 'admin', { cityId: MOSCOW.id });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(formatMessage(messages.addressCityTaken, { city: 'Казань' }));
    const remote = await call('PUT', `/api/vacancy/city/${ids.remote}/`, 'admin', { cityId: KAZAN.id });
    expect(remote.status).toBe(409);
    expect(remote.body.message).toBe(messages.addressCityRemote);
    const unknown = await call('PUT', `/api/vacancy/city/${ids.lenina}/`, 'admin', { cityId: NO_SUCH_CITY });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ cityId: messages.vacancyCityUnknown });
    expect((await call('PUT', '/api/vacancy/city/999999/', 'admin', { cityId: KAZAN.id })).status).toBe(404);
    expect((await call('PUT', '/api/company/city/999999/', 'admin', { cityId: KAZAN.id })).status).toBe(404);
    expect((await listed()).counts).toEqual({ vacancies: 3, companies: 1 });
  });

  it('is the career centre’s alone: guests, students and companies are refused and change nothing', async () => {
    for (const [role, status] of [
      ['guest', 401],
      ['student', 403],
      ['owner', 403],
      ['pending', 403],
    ] as const) {
      expect((await call('GET', LIST, role)).status).toBe(status);
      const put = await call('PUT', `/api/vacancy/city/${ids.pushkina}/`, role, { cityId: KAZAN.id });
      expect(put.status).toBe(status);
      const own = await call('PUT', `/api/company/city/${suite.board.owner.id}/`, role, { cityId: KAZAN.id });
      expect(own.status).toBe(status);
    }
    expect((await listed()).counts).toEqual({ vacancies: 3, companies: 1 });
  });
});
