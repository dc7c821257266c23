import { beforeAll, expect, it } from 'vitest';
import { insertVacancy } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { BBOX_MESSAGES } from '../../shared/contract/map-box.contract';
import { SUBSCRIPTION_BBOX_REFUSED } from '../../shared/contract/subscription.contract';
import type { VacancyPage } from '../../shared/contract/vacancy.contract';
import type { VacancyPoints } from '../../shared/contract/vacancy-map.contract';
import { subscriptions, vacancies } from '../db/schema';

/** Cities of the shipped dictionary (src/server/db/reference/russian-cities.tsv) and their centres. */
const KAZAN = { id: 928, lat: 55.7944, lng: 49.1115 };
const MOSCOW = { id: 510, lat: 55.7541, lng: 37.6204 };
const KAZAN_BOX = '55.6,48.9,56.0,49.4';
const MOSCOW_BOX = '55.5,37.3,56.0,37.9';

/**
 * «Искать в этой области» and the map of the list (docs/decisions/064-map-and-list.md): a vacancy
 * is where its own point is, else at its city's centre; the area narrows the list and the pins
 * alike; a bad area is a Russian 400; a saved search never keeps an area (decision 024).
 */
describeOnDatabases('the map’s area on the list and the pins', (target) => {
  const suite = useBoardSuite(target);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { db } = suite.database;
    await db.delete(vacancies);
    const now = suite.t.clock.now();
    const put = async (
      name: string,
      values: Partial<typeof vacancies.$inferInsert> & { tagIds?: number[] },
      hoursAgo: number,
    ) => {
      const row = await insertVacancy(db, now, {
        companyId: suite.board.owner.id,
        title: name,
        hoursAgo,
        ...values,
      });
      ids[name] = row.id;
    };
    await put('Казань, свой адрес', { cityId: KAZAN.id, lat: 55.7963, lng: 49.1088 }, 1);
    await put('Казань, центр', { cityId: KAZAN.id }, 2);
    await put('Казань, Python', { cityId: KAZAN.id, tagIds: [suite.board.tags.python.id] }, 3);
    // Its own point wins over its city: it is in Moscow.
    await put('Точка в Москве', { cityId: KAZAN.id, lat: 55.751, lng: 37.61 }, 4);
    await put('Москва, центр', { cityId: MOSCOW.id }, 5);
    await put('Удалённо', {}, 6);
    await put('Черновик в Казани', { cityId: KAZAN.id, lat: 55.79, lng: 49.12, status: 'draft' }, 7);
  });

  const get = (path: string) => suite.t.api('GET', path);
  const titles = async (query: string) => {
    const response = await get(`/api/vacancy/getItems?limit=50&${query}`);
    expect(response.status).toBe(200);
    const page = response.body.data as VacancyPage;
    return page.items.map((item) => item.title).sort();
  };
  const points = async (query: string) => {
    const response = await get(`/api/vacancy/getPoints?${query}`);
    expect(response.status).toBe(200);
    return response.body.data as VacancyPoints;
  };

  it('keeps exactly the vacancies whose point is in the area', async () => {
    expect(await titles(`bbox=${KAZAN_BOX}`)).toEqual([
      'Казань, Python',
      'Казань, свой адрес',
      'Казань, центр',
    ]);
    expect(await titles(`bbox=${MOSCOW_BOX}`)).toEqual(['Москва, центр', 'Точка в Москве']);
    expect(await titles(`bbox=${KAZAN_BOX}&tags=${suite.board.tags.python.id}`)).toEqual(['Казань, Python']);
    // The city filter says «Казань»; the area says Moscow: only the one whose own point is there.
    expect(await titles(`bbox=${MOSCOW_BOX}&city=Казань`)).toEqual(['Точка в Москве']);
    expect(await titles('bbox=41,19,82,180')).toHaveLength(5);
    expect(await titles('bbox=10,10,20,20')).toEqual([]);
  });

  it('groups the same search into pins, counts the place-less and never the hidden', async () => {
    const all = await points('');
    expect(all).toEqual({ placed: 5, unplaced: 1, capped: false, points: expect.any(Array) });
    const byPlace = all.points.map((point) => [
      point.lat,
      point.lng,
      point.count,
      point.items.map((i) => i.id),
    ]);
    expect(byPlace).toEqual([
      [55.7963, 49.1088, 1, [ids['Казань, свой адрес']]],
      [KAZAN.lat, KAZAN.lng, 2, [ids['Казань, центр'], ids['Казань, Python']]],
      [55.751, 37.61, 1, [ids['Точка в Москве']]],
      [MOSCOW.lat, MOSCOW.lng, 1, [ids['Москва, центр']]],
    ]);
    expect(all.points[0]?.items[0]).toEqual({
      id: ids['Казань, свой адрес'],
      title: 'Казань, свой адрес',
      company: 'ООО «Ромашка»',
    });
    const kazan = await points(`bbox=${KAZAN_BOX}&tags=${suite.board.tags.python.id}`);
    expect(kazan).toMatchObject({ placed: 1, unplaced: 0, capped: false });
    expect(kazan.points).toEqual([
      {
        lat: KAZAN.lat,
        lng: KAZAN.lng,
        count: 1,
        items: [expect.objectContaining({ id: ids['Казань, Python'] })],
      },
    ]);
  });

  it('refuses a bad area in Russian, at `bbox`, on both endpoints', async () => {
    const cases = [
      ['abc', BBOX_MESSAGES.shape],
      ['55.6,48.9,56.0', BBOX_MESSAGES.shape],
      ['56,49,55,50', BBOX_MESSAGES.range],
      ['0,170,10,190', BBOX_MESSAGES.range],
      ['-95,0,10,10', BBOX_MESSAGES.range],
    ] as const;
    for (const path of ['/api/vacancy/getItems', '/api/vacancy/getPoints']) {
      for (const [bbox, message] of cases) {
        const refused = await get(`${path}?bbox=${encodeURIComponent(bbox)}`);
        expect(refused.status, `${path} ${bbox}`).toBe(400);
        expect(refused.body.errors).toEqual({ bbox: message });
      }
    }
    expect(await titles(`bbox=${KAZAN_BOX}`)).toHaveLength(3);
  });

  it('a saved search refuses the area by name and keeps nothing (decision 024)', async () => {
    await suite.database.db.delete(subscriptions);
    const refused = await suite.t.api('POST', '/api/subscription/', {
      cookie: suite.cookies.student,
      json: { query: { city: 'Казань', bbox: KAZAN_BOX }, channel: 'email', frequency: 'instant' },
    });
    expect(refused.status).toBe(400);
    expect(Object.values(refused.body.errors as Record<string, string>)).toEqual([SUBSCRIPTION_BBOX_REFUSED]);
    expect(await suite.database.db.select().from(subscriptions)).toEqual([]);
  });
});
